// Types (reference names in a language other than English): the shape each language's file fills.
import { sourceLanguage, uiLanguages, type BusinessTypeCode, type UiLanguage } from '@wbn/contracts';

/** The languages reference values are translated into: every language of the product but English. */
export type TranslatedLanguage = Exclude<UiLanguage, 'en'>;
export const translatedLanguages = uiLanguages.filter(
  (language): language is TranslatedLanguage => language !== sourceLanguage,
);

/**
 * One language's names of the reference values (decision 0031), keyed by what they translate:
 * genders and business types by code, job positions by their English name (job-positions.ts),
 * the industry tree by industry key and then by the English names of industries.ts, so a
 * subcategory is translated within its category ("Face Masks" is 面膜 in Skin Care and 医用口罩
 * among medical consumables). An English name renamed in the source no longer finds its
 * translation, which the completeness test reports until the translation follows.
 */
export interface ReferenceNames {
  genders: Record<string, string>;
  /** Plural, as the search's business types are named ("Manufacturers"). */
  businessTypes: Record<BusinessTypeCode, string>;
  jobPositions: Record<string, string>;
  industries: Record<string, IndustryNames>;
}

export interface IndustryNames {
  name: string;
  description: string;
  categories: Record<string, { name: string; subCategories: Record<string, string> }>;
}
