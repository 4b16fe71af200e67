/** Text helpers of the generator: ASCII folding, slugs, templates, lists, plurals and tidying. */

export const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/**
 * A title as it reads inside a sentence: "Motion Control" → "motion control", while acronyms and
 * codes stay ("PLC & Control Systems" → "PLC & control systems", "Rated power" → "rated power").
 */
export function lowerTitle(title: string): string {
  return title.replace(/\p{Lu}\p{Ll}+(?:['’]\p{Ll}+)?/gu, (w) => w.toLowerCase());
}

/** "a" or "an" before a word, by its first letter ("an Italy-based", "a United States-based"). */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) && !/^(uni|use|one|eu)/i.test(word) ? 'an' : 'a';
}

/**
 * Joins of fragments never double their punctuation: a company ending in "Inc." before a full
 * stop, an empty part between two commas, a space before a comma. Ellipses and the "Co., Ltd."
 * of legal forms are left alone.
 */
const untidy = /\s{2}|\s[,.;:!?)]|\.\.|[,;:][,;:.]|\(\s|^\s|\s$/;

export function tidy(text: string): string {
  if (!untidy.test(text)) return text;
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:!?)])/g, '$1')
    .replace(/(?<!\.)\.\.(?!\.)/g, '.')
    .replace(/([,;:])[,;:]+/g, '$1')
    .replace(/[,;:]\./g, '.')
    .replace(/\( /g, '(')
    .trim();
}

/** Lower-case ASCII: "José Müller" → "jose muller". */
export function asciiFold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .replace(/[’']/g, '')
    .toLowerCase();
}

export function slugify(text: string): string {
  return asciiFold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Fills `{name}` placeholders (`{Name}` capitalises the value) and tidies the joins. */
export function fill(template: string, values: Record<string, string | number>): string {
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const lower = name[0]!.toLowerCase() + name.slice(1);
    const value = values[name] ?? values[lower];
    if (value === undefined) return `{${name}}`;
    const text = String(value);
    return name[0] === name[0]!.toUpperCase() && name[0] !== lower[0] ? capitalise(text) : text;
  });
  return tidy(filled);
}

export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const uncountable =
  /(software|oil|water|juice|milk|flour|rice|corn|wheat|cement|concrete|fabric|denim|freight|equipment|ketchup|sugar|pepper|paprika|powder|tea|coffee|beer|wine|gin|butter|cream|yogurt|lumber|insulation|hosting|transport|clearance|support|packing|printing|development|outsourcing|hedging|consolidation|warehousing|sampling|printing|clothing|lighting|flooring|tubing|packaging|consulting|testing|shelving|seating|roofing|engineering|processing|machining)$/;

export function pluralise(name: string): string {
  if (/s$/.test(name) || uncountable.test(name)) return name;
  if (/(x|ch|sh)$/.test(name)) return `${name}es`;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

/**
 * The first words of a text in at most `n` characters, an ellipsis included when it is cut (the
 * short subjects of notifications: a post's or a comment's beginning).
 */
export function cutWords(text: string, n: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= n) return t;
  const cut = t.slice(0, n - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > n / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?]+$/, '')}…`;
}
