/**
 * Splits what someone wrote (a post, a comment) into plain text and web links, so links can be
 * made clickable without ever putting the writer's text into the page as HTML. Only http and
 * https addresses become links: `javascript:`, `data:` and anything else stay text.
 */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An address starts with http:// or https:// and runs to the next space, quote or angle bracket.
const candidate = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than the address ("see https://a.example/x.").
const trailing = /[.,;:!?'"*_~]+$/;

/** Drops closing brackets the address does not open ("(see https://a.example/x)"). */
function trimUnbalanced(url: string): string {
  let out = url.replace(trailing, '');
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
    ['{', '}'],
  ] as const) {
    while (out.endsWith(close) && out.split(close).length > out.split(open).length) {
      out = out.slice(0, -1).replace(trailing, '');
    }
  }
  return out;
}

/** The address as a link target, or null when it is not a well-formed http(s) address. */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    if (!parsed.hostname) return null;
    return parsed.href;
  } catch {
    return null;
  }
}

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (kind: 'text', value: string) => {
    if (!value) return;
    const prev = parts[parts.length - 1];
    if (prev?.kind === kind) prev.text += value;
    else parts.push({ kind, text: value });
  };
  for (const match of text.matchAll(candidate)) {
    const start = match.index;
    const url = trimUnbalanced(match[0]);
    const href = safeHref(url);
    if (!href) continue;
    push('text', text.slice(last, start));
    parts.push({ kind: 'link', text: url, href });
    last = start + url.length;
  }
  push('text', text.slice(last));
  return parts;
}
