/**
 * A deliberately small Markdown reader for the content pages (docs/content.md lists what it
 * understands). It returns a plain block tree that <Markdown> renders as React elements, so page
 * text never goes through innerHTML. Beyond CommonMark basics it knows three things:
 *   [[widget arg]]                 a line of its own: a widget of the page (price table, logo grid …)
 *   ![alt](illustration:name)      a line of its own: one of the feature's drawn illustrations
 *   ::: kind key="value" … :::     a container (a bordered legal box, an image-and-text block …)
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; id: string; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'image'; name: string; alt: string }
  | { type: 'widget'; name: string; arg: string }
  | { type: 'container'; kind: string; attrs: Record<string, string>; children: Block[] };

export interface Doc {
  meta: Record<string, string>;
  blocks: Block[];
}

/** `---` front matter of `key: value` lines, then the body. */
export function splitFrontMatter(source: string): { meta: Record<string, string>; body: string } {
  const text = source.replace(/\r\n?/g, '\n');
  const m = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!m) return { meta: {}, body: text };
  const meta: Record<string, string> = {};
  for (const line of m[1]!.split('\n')) {
    const kv = /^([\w-]+):\s*(.*)$/.exec(line);
    if (kv) meta[kv[1]!] = kv[2]!.trim().replace(/^"(.*)"$/, '$1');
  }
  return { meta, body: text.slice(m[0].length) };
}

/** Replaces {{name}} with the value of `vars`; unknown names are left visible so they get noticed. */
export function interpolate(text: string, vars: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => vars[name] ?? all);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const inlineText = (nodes: Inline[]): string =>
  nodes.map((n) => (n.type === 'text' ? n.text : inlineText(n.children))).join('');

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buf = '';
  const flush = () => {
    if (buf) out.push({ type: 'text', text: buf });
    buf = '';
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const strong = /^\*\*(.+?)\*\*/.exec(rest);
    if (strong) {
      flush();
      out.push({ type: 'strong', children: parseInline(strong[1]!) });
      i += strong[0].length;
      continue;
    }
    const em = /^\*(?!\s)(.+?)\*/.exec(rest);
    if (em) {
      flush();
      out.push({ type: 'em', children: parseInline(em[1]!) });
      i += em[0].length;
      continue;
    }
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
    if (link) {
      flush();
      out.push({ type: 'link', href: link[2]!, children: parseInline(link[1]!) });
      i += link[0].length;
      continue;
    }
    buf += text[i];
    i++;
  }
  flush();
  return out;
}

function parseAttrs(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of text.matchAll(/([\w-]+)=(?:"([^"]*)"|(\S+))/g)) attrs[m[1]!] = m[2] ?? m[3] ?? '';
  return attrs;
}

export function parseMarkdown(body: string): Block[] {
  const lines = body.split('\n');
  let pos = 0;

  function parseBlocks(untilFence: boolean): Block[] {
    const blocks: Block[] = [];
    let para: string[] = [];
    const flushPara = () => {
      if (para.length) blocks.push({ type: 'paragraph', children: parseInline(para.join(' ')) });
      para = [];
    };
    while (pos < lines.length) {
      const line = lines[pos]!;
      const trimmed = line.trim();
      if (untilFence && trimmed === ':::') {
        pos++;
        break;
      }
      const open = /^:::\s*([\w-]+)\s*(.*)$/.exec(trimmed);
      if (open) {
        flushPara();
        pos++;
        const children = parseBlocks(true);
        blocks.push({ type: 'container', kind: open[1]!, attrs: parseAttrs(open[2]!), children });
        continue;
      }
      if (!trimmed) {
        flushPara();
        pos++;
        continue;
      }
      const heading = /^(#{1,4})\s+(.*)$/.exec(trimmed);
      if (heading) {
        flushPara();
        // One h1 per page, written by the page from the front matter: '#' in a body becomes h2.
        const level = Math.min(4, Math.max(2, heading[1]!.length)) as 2 | 3 | 4;
        const children = parseInline(heading[2]!.replace(/\s*\{#([\w-]+)\}$/, ''));
        const id = /\{#([\w-]+)\}$/.exec(heading[2]!)?.[1] ?? slugify(inlineText(children));
        blocks.push({ type: 'heading', level, id, children });
        pos++;
        continue;
      }
      const widget = /^\[\[([\w-]+)(?:\s+([^\]]*))?\]\]$/.exec(trimmed);
      if (widget) {
        flushPara();
        blocks.push({ type: 'widget', name: widget[1]!, arg: (widget[2] ?? '').trim() });
        pos++;
        continue;
      }
      const image = /^!\[([^\]]*)\]\(illustration:([\w-]+)\)$/.exec(trimmed);
      if (image) {
        flushPara();
        blocks.push({ type: 'image', alt: image[1]!, name: image[2]! });
        pos++;
        continue;
      }
      if (/^>\s?/.test(trimmed)) {
        flushPara();
        const quoted: string[] = [];
        while (pos < lines.length && /^>\s?/.test(lines[pos]!.trim())) {
          quoted.push(lines[pos]!.trim().replace(/^>\s?/, ''));
          pos++;
        }
        blocks.push({ type: 'quote', children: parseMarkdown(quoted.join('\n')) });
        continue;
      }
      const item = /^(?:([-*])|(\d+)\.)\s+(.*)$/.exec(trimmed);
      if (item) {
        flushPara();
        const ordered = !item[1];
        const start = ordered ? Number(item[2]) : 1;
        const items: string[] = [];
        while (pos < lines.length) {
          const l = lines[pos]!;
          const m = /^\s*(?:([-*])|(\d+)\.)\s+(.*)$/.exec(l);
          if (m && !m[1] === ordered) {
            items.push(m[3]!);
            pos++;
          } else if (l.trim() && /^\s{2,}\S/.test(l) && items.length) {
            items[items.length - 1] += ` ${l.trim()}`; // a continuation line of the item
            pos++;
          } else break;
        }
        blocks.push({ type: 'list', ordered, start, items: items.map(parseInline) });
        continue;
      }
      para.push(trimmed);
      pos++;
    }
    flushPara();
    return blocks;
  }

  return parseBlocks(false);
}

export function parseDoc(source: string, vars: Record<string, string>): Doc {
  const { meta, body } = splitFrontMatter(source);
  const resolvedMeta = Object.fromEntries(Object.entries(meta).map(([k, v]) => [k, interpolate(v, vars)]));
  return { meta: resolvedMeta, blocks: parseMarkdown(interpolate(body, vars)) };
}
