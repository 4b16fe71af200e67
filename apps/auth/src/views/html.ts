/** A tiny HTML builder: every interpolated value is escaped unless it is already `SafeHtml`. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => entities[c]!);

type Part = SafeHtml | string | number | null | undefined | false | Part[];

const render = (part: Part): string => {
  if (part === null || part === undefined || part === false) return '';
  if (Array.isArray(part)) return part.map(render).join('');
  if (part instanceof SafeHtml) return part.value;
  return escapeHtml(String(part));
};

export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((v, i) => (out += render(v) + strings[i + 1]!));
  return new SafeHtml(out);
}

/**
 * A translated text with markup in its placeholders (`By creating an account you accept the
 * {terms}…`, `{terms}` a link): the text is escaped, each named part put in as given.
 */
export function htmlText(text: string, parts: Readonly<Record<string, SafeHtml>>): SafeHtml {
  return new SafeHtml(
    text
      .split(/(\{\w+\})/)
      .map((piece) => {
        const part = /^\{(\w+)\}$/.exec(piece)?.[1];
        return part !== undefined && part in parts ? parts[part]!.value : escapeHtml(piece);
      })
      .join(''),
  );
}
