import i18next from 'i18next';
import { translateMessage, type MessageCatalogue } from '@wbn/contracts';
import { setTranslator } from './say.ts';

const translators: Record<string, (english: string) => string> = {};

/**
 * Puts a language's message catalogue to use (say.ts): from now on a message is translated when
 * the page is in a language whose catalogue has loaded, as written otherwise (English). Loaded
 * with the language's frame strings as a part of `common` that holds no strings
 * (app/languages/files.ts).
 */
export function installCatalogue(language: string, catalogue: MessageCatalogue): Record<string, never> {
  translators[language] = (english) => translateMessage(english, catalogue, language);
  setTranslator((english) => translators[i18next.language]?.(english) ?? english);
  return {};
}
