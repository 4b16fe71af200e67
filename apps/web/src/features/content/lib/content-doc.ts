/**
 * A content file: `key: value` front matter between `---` lines, then a Markdown body that
 * <ContentMarkdown> renders. Both have their {{variables}} filled in for the visitor's portal.
 */
export interface Doc {
  meta: Record<string, string>;
  body: string;
}

/**
 * The front matter is flat `key: value` lines (docs/content.md); a YAML library would add weight
 * to the page chunk and refuse values such as `effective: Last updated: May 1`.
 */
export function splitFrontMatter(source: string): Doc {
  const text = source.replace(/\r\n?/g, '\n');
  const m = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!m) return { meta: {}, body: text };
  const meta: Record<string, string> = {};
  for (const line of m[1]!.split('\n')) {
    const kv = /^([\w-]+):\s*(.*)$/.exec(line);
    if (kv) meta[kv[1]!] = kv[2]!.trim().replace(/^(["'])(.*)\1$/, '$2');
  }
  return { meta, body: text.slice(m[0].length) };
}

/** Replaces {{name}} with the value of `vars`; unknown names are left visible so they get noticed. */
export function interpolate(text: string, vars: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => vars[name] ?? all);
}

export function parseDoc(source: string, vars: Record<string, string>): Doc {
  const { meta, body } = splitFrontMatter(source);
  const filled = Object.fromEntries(Object.entries(meta).map(([k, v]) => [k, interpolate(v, vars)]));
  return { meta: filled, body: interpolate(body, vars) };
}
