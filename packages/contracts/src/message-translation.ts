/**
 * The messages of the contracts and of the API's answers in the reader's language (decision 0027).
 * English is the source and stays as written (the spec's texts verbatim); each other language has
 * a catalogue, `translations/<code>.json`, keyed by the English message. A message made with
 * values has placeholders in its key: `{{n1}}` for a number (written back in the language's
 * digits), `{{s1}}` for a text (a name, a code; kept as it is). A message no catalogue holds stays
 * English, so the worst a gap can do is show the source text.
 */

/** One language's messages: English message (with placeholders) → translation. */
export type MessageCatalogue = Readonly<Record<string, string>>;

interface Template {
  key: string;
  pattern: RegExp;
  /** The placeholders in the order the pattern captures them (`{{n1}}`, `{{s1}}`). */
  names: string[];
  /** Characters of its own; a longer one is more specific and is tried first. */
  weight: number;
}

const placeholder = /\{\{([ns])\d+\}\}/g;
// A number as the English messages write it: 20, 0.5, 1,000,000,000 (en-US grouping).
const numberSource = '(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const templatesOf = new WeakMap<MessageCatalogue, Template[]>();

/** The catalogue's keys with placeholders as patterns, most specific first (built once). */
function templates(catalogue: MessageCatalogue): Template[] {
  let list = templatesOf.get(catalogue);
  if (list) return list;
  list = [];
  for (const key of Object.keys(catalogue)) {
    const names: string[] = [];
    let source = '';
    let last = 0;
    for (const match of key.matchAll(placeholder)) {
      source += escape(key.slice(last, match.index)) + (match[1] === 'n' ? numberSource : '(.+?)');
      names.push(match[0]);
      last = match.index + match[0].length;
    }
    if (!names.length) continue;
    source += escape(key.slice(last));
    list.push({
      key,
      pattern: new RegExp(`^${source}$`, 's'),
      names,
      weight: key.length - names.join('').length,
    });
  }
  list.sort((a, b) => b.weight - a.weight);
  templatesOf.set(catalogue, list);
  return list;
}

/** `english` in the catalogue's language; unchanged without a catalogue (English) or an entry. */
export function translateMessage(
  english: string,
  catalogue: MessageCatalogue | null | undefined,
  language: string,
): string {
  if (!catalogue) return english;
  if (Object.hasOwn(catalogue, english)) return catalogue[english]!;
  for (const template of templates(catalogue)) {
    const match = template.pattern.exec(english);
    if (!match) continue;
    const values = new Map(template.names.map((name, i) => [name, match[i + 1]!]));
    return catalogue[template.key]!.replace(placeholder, (name, kind: string) => {
      const value = values.get(name);
      if (value === undefined) return name;
      return kind === 'n' ? formatNumber(value, language) : formatText(value, language);
    });
  }
  return english;
}

function formatNumber(english: string, language: string): string {
  const n = Number(english.replaceAll(',', ''));
  return Number.isFinite(n) ? new Intl.NumberFormat(language).format(n) : english;
}

// The day a refusal names ("3 July 2027", formatBoostDay's en-GB form), in the reader's language.
const months = 'January February March April May June July August September October November December'.split(
  ' ',
);
const englishDay = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/;

function formatText(value: string, language: string): string {
  const day = englishDay.exec(value);
  const month = day ? months.indexOf(day[2]!) : -1;
  if (!day || month < 0) return value;
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(Number(day[3]), month, Number(day[1])));
}

/** The placeholders of a message, sorted: a translation has the same ones as its English key. */
export const messagePlaceholders = (text: string): string[] => (text.match(placeholder) ?? []).sort();
