import {
  sourceLanguage,
  translateMessage,
  type ErrorEnvelope,
  type MessageCatalogue,
  type UiLanguage,
} from '@wbn/contracts';
import de from '@wbn/contracts/translations/de.json' with { type: 'json' };
import es from '@wbn/contracts/translations/es.json' with { type: 'json' };
import fr from '@wbn/contracts/translations/fr.json' with { type: 'json' };
import it from '@wbn/contracts/translations/it.json' with { type: 'json' };
import pt from '@wbn/contracts/translations/pt.json' with { type: 'json' };
import zh from '@wbn/contracts/translations/zh.json' with { type: 'json' };

// The API's messages in the request's language (decision 0027): every catalogue is loaded once at
// start (a few hundred short texts each); English, the source, has none.
const catalogues: Partial<Record<UiLanguage, MessageCatalogue>> = { es, pt, it, de, fr, zh };

/** An English message of the contracts or the API, in `language` (English when it has no entry). */
export const messageIn = (language: UiLanguage, english: string): string =>
  translateMessage(english, catalogues[language], language);

/**
 * An error envelope in `language`: its message and each field's. A validation message names its
 * field first (`body.title: Say what you need`); the field stays, the words are translated.
 */
export function envelopeIn(language: UiLanguage, body: ErrorEnvelope): ErrorEnvelope {
  if (language === sourceLanguage) return body;
  const say = (english: string) => messageIn(language, english);
  const named = body.errors?.find((e) => body.message === `${e.path}: ${e.message}`);
  const message = named ? `${named.path}: ${say(named.message)}` : say(body.message);
  const errors = body.errors?.map((e) => ({ path: e.path, message: say(e.message) }));
  return errors ? { ...body, message, errors } : { ...body, message };
}
