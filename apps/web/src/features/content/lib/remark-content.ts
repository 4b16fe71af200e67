import type { Heading, Paragraph, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

/**
 * What the content pages add to Markdown, as a remark plugin that runs after remark-directive
 * (docs/content.md shows the syntax):
 *   ::name[label]{key="value"}       a widget of the page (price table, link button …)
 *   :::name{key="value"} … :::       a container (a bordered legal box, an image-and-text block …)
 *   ![alt](illustration:name)        a line of its own: one of the feature's drawn illustrations
 * Both kinds of directive reach <ContentMarkdown> as a `div` whose `dataWidget` / `dataBlock`
 * property names them. Headings become h2–h4 with an id, as the page writes the one h1 itself.
 */
export function remarkContent() {
  return (tree: Root) => {
    restoreTextDirectives(tree);
    visit(tree, (node) => {
      if (node.type === 'heading') headingLevelAndId(node);
      if (node.type === 'paragraph') illustrationFigure(node);
      if (node.type === 'leafDirective' || node.type === 'containerDirective') {
        const attributes = Object.entries(node.attributes ?? {}).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        );
        const kind = node.type === 'leafDirective' ? 'dataWidget' : 'dataBlock';
        node.data = { hName: 'div', hProperties: { ...Object.fromEntries(attributes), [kind]: node.name } };
      }
    });
  };
}

/**
 * The pages use no inline directives, so `:name` inside a sentence (a time like 10:30, "Note:this")
 * is put back as the text it was rather than silently dropped.
 */
function restoreTextDirectives(tree: Root): void {
  visit(tree, 'textDirective', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const text = (value: string): PhrasingContent => ({ type: 'text', value });
    const attributes = Object.entries(node.attributes ?? {}).map(([k, v]) => `${k}="${v ?? ''}"`);
    const restored = [
      text(`:${node.name}`),
      ...(node.children.length ? [text('['), ...node.children, text(']')] : []),
      ...(attributes.length ? [text(`{${attributes.join(' ')}}`)] : []),
    ];
    parent.children.splice(index, 1, ...restored);
    return [SKIP, index + restored.length];
  });
}

/** `# x` is demoted to h2 and h5/h6 raised to h4; the id is `{#id}` at the end, or the text's slug. */
function headingLevelAndId(node: Heading): void {
  node.depth = Math.min(4, Math.max(2, node.depth)) as Heading['depth'];
  const last = node.children.at(-1);
  const custom = last?.type === 'text' ? /\s*\{#([\w-]+)\}$/.exec(last.value) : null;
  if (custom && last?.type === 'text') last.value = last.value.slice(0, custom.index);
  const id = custom?.[1] ?? slugify(toString(node));
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
}

/** An illustration alone in its paragraph is a figure of the page (a `p` may not hold a figure). */
function illustrationFigure(node: Paragraph): void {
  const [only, ...rest] = node.children;
  if (rest.length || only?.type !== 'image' || !only.url.startsWith('illustration:')) return;
  node.data = { ...node.data, hName: 'figure', hProperties: { className: ['content-figure'] } };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
