// Data (reference names in every language but English): one file per language beside this one.
import { de } from './de.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';
import type { ReferenceNames, TranslatedLanguage } from './reference-names.ts';
import { zh } from './zh.ts';

export { translatedLanguages, type ReferenceNames, type TranslatedLanguage } from './reference-names.ts';

/** Each translated language's names of the reference values. */
export const referenceTranslations: Record<TranslatedLanguage, ReferenceNames> = { es, pt, it, de, fr, zh };
