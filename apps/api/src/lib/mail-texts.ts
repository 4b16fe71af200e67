import {
  isUiLanguage,
  languagePath,
  portals,
  sourceLanguage,
  uiLanguages,
  type UiLanguage,
} from '@wbn/contracts';
import type { tables } from '@wbn/db';

/*
 * Mail in its recipient's language (decision 0029): which language a mail is in, each module's
 * texts per language with their `{placeholders}`, and dates, money and numbers through Intl.
 */

/** What a recipient's language is read from: two columns of their profile. */
export interface LanguageFacts {
  preferredLanguage: string | null;
  countryCode: string | null;
}

/** The profile's columns of LanguageFacts, to spread into the select that finds the recipient. */
export const languageColumns = (users: typeof tables.users) => ({
  preferredLanguage: users.preferredLanguageCode,
  countryCode: users.countryCode,
});

const portalLanguages = new Map(portals.flatMap((p) => (p.countryCode ? [[p.countryCode, p.language]] : [])));

/**
 * A recipient's language: an account's preferred language when it is one of the seven, else the
 * language of its country's portal, else English; an address with no account (`account` null)
 * gets `withoutAccount`, the language of the request that caused the mail.
 */
export function recipientLanguage(
  account: LanguageFacts | null | undefined,
  withoutAccount: UiLanguage = sourceLanguage,
): UiLanguage {
  if (!account) return withoutAccount;
  if (isUiLanguage(account.preferredLanguage)) return account.preferredLanguage;
  return (account.countryCode && portalLanguages.get(account.countryCode)) || sourceLanguage;
}

type Texts = Record<string, string>;

/** One module's mail texts: English (the source) and a text of every English key in each language. */
export type MailTextTable<En extends Texts> = { readonly en: En } & {
  readonly [L in Exclude<UiLanguage, 'en'>]: { readonly [K in keyof En]: string };
};

/** Declares a module's texts; the English literals type the placeholders each call must fill. */
export const mailTexts = <const En extends Texts>(table: MailTextTable<En>): MailTextTable<En> => table;

/** The names a text leaves to fill, `{company}` → "company". */
type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;
/** A text's values: strings only, so a number or date goes through the mail's Intl formats first. */
type Values<S> = [Placeholders<S>] extends [never] ? [] : [Record<Placeholders<S>, string>];

const placeholder = /\{(\w+)\}/g;

/** A text's placeholders, sorted and each once. */
export const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(placeholder)].map((m) => m[1]!))].sort();

/** A text with its placeholders filled; a placeholder without a value is a programming error. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(placeholder, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`mail text: no value for {${name}}`);
    return value;
  });
}

/**
 * What is wrong with a table (the key check in test/mail-texts.test.ts): a language missing, an
 * English key without its text in a language, a text that is not an English key, or a text
 * whose placeholders are not English's.
 */
export function mailTextProblems(table: Partial<Record<string, Texts>>): string[] {
  const en = table.en ?? {};
  const problems: string[] = [];
  for (const language of uiLanguages) {
    const texts = table[language];
    if (!texts) {
      problems.push(`${language}: no texts`);
      continue;
    }
    for (const [key, source] of Object.entries(en)) {
      const text = texts[key];
      if (typeof text !== 'string' || !text.trim()) problems.push(`${language}.${key}: missing`);
      else if (placeholdersOf(text).join() !== placeholdersOf(source).join()) {
        problems.push(
          `${language}.${key}: placeholders {${placeholdersOf(text).join('}, {')}} instead of {${placeholdersOf(source).join('}, {')}}`,
        );
      }
    }
    for (const key of Object.keys(texts))
      if (!(key in en)) problems.push(`${language}.${key}: not in English`);
  }
  return problems;
}

/** The salutation every mail to a person opens with (German goes on in lower case after it). */
export const greetingTexts = mailTexts({
  en: { hello: 'Hello {name},', helloNoName: 'Hello,' },
  es: { hello: 'Hola, {name}:', helloNoName: 'Hola:' },
  pt: { hello: 'Olá, {name},', helloNoName: 'Olá,' },
  it: { hello: 'Gentile {name},', helloNoName: 'Buongiorno,' },
  de: { hello: 'Guten Tag {name},', helloNoName: 'Guten Tag,' },
  fr: { hello: 'Bonjour {name},', helloNoName: 'Bonjour,' },
  zh: { hello: '{name}，您好：', helloNoName: '您好：' },
});

/**
 * A mail's words and formats in one language: `say` a text of the module's table, and dates
 * (UTC, as the texts say), money and numbers the way that language writes them.
 */
export function mailIn<En extends Texts>(language: UiLanguage, table: MailTextTable<En>) {
  const texts: Texts = (table as Record<UiLanguage, Texts>)[language];
  const greetings: Texts = (greetingTexts as Record<UiLanguage, Texts>)[language];
  const dates = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
  return {
    language,
    say<K extends keyof En & string>(key: K, ...values: Values<En[K]>): string {
      return fill(texts[key]!, (values[0] ?? {}) as Record<string, string>);
    },
    /** "Hello Ana," or, without a name, "Hello,". */
    greeting: (name: string | null | undefined) =>
      name?.trim() ? fill(greetings.hello!, { name: name.trim() }) : greetings.helloNoName!,
    /** A day: "December 1, 2026", "1 de diciembre de 2026", "2026年12月1日". */
    date: (d: Date) => dates({ dateStyle: 'long' }).format(d),
    /** A day and time of day. */
    dateTime: (d: Date) => dates({ dateStyle: 'long', timeStyle: 'short' }).format(d),
    /** A moment in full, weekday and zone included (for the support team's records). */
    moment: (d: Date) => dates({ dateStyle: 'full', timeStyle: 'long' }).format(d),
    /** An amount with its currency's code, unambiguous on every portal: "USD 1,850.00". */
    money: (amount: number, currency: string) =>
      new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'code' }).format(
        amount,
      ),
    number: (n: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(n),
    /** A page's address in the mail's language (English keeps the bare address it always had). */
    link: (publicUrl: string, path: string) =>
      `${publicUrl}${language === sourceLanguage ? path : languagePath(language, path)}`,
  };
}

export type MailIn<En extends Texts> = ReturnType<typeof mailIn<En>>;
