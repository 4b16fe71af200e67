import { createBusinessSchema, messages, type CreateBusiness } from '@wbn/contracts';
import type { ErrorMap, FieldErrors, Translate } from './form-kit.ts';
import { validateWith } from './validate.ts';
import { say } from '../../../shared/i18n/say.ts';

/** The create form's values (core spec section 3, create-business payload). */
export interface CreateValues {
  companyName: string;
  /** The form's only: it narrows the categories and is dropped before sending. */
  industry: string;
  /** Category ids within `industry`. */
  categories: string[];
  businessType: string;
  country: string;
  state: string;
  shortDescription: string;
  /** Upload tokens of the chosen images (purposes logo and coverPhoto). */
  profilePhoto: string | null;
  coverPhoto: string | null;
  /** The language the description is written in; null: the server detects it. */
  language: string | null;
}

export const emptyCreateValues: CreateValues = {
  companyName: '',
  industry: '',
  categories: [],
  businessType: '',
  country: '',
  state: '',
  shortDescription: '',
  profilePhoto: null,
  coverPhoto: null,
  language: null,
};

export const createFields = [
  'coverPhoto',
  'profilePhoto',
  'companyName',
  'industry',
  'categories',
  'businessType',
  'country',
  'state',
  'shortDescription',
  'language',
] as const;

/** The POST body: categories as `industryId.categoryId`, no industry, no empty state or photo. */
export function createBody(v: CreateValues): CreateBusiness {
  const body: CreateBusiness = {
    companyName: v.companyName.trim(),
    categories: v.categories.map((id) => `${v.industry}.${id}`),
    businessType: v.businessType,
    country: v.country,
    shortDescription: v.shortDescription.trim(),
  };
  if (v.state) body.state = v.state;
  if (v.profilePhoto) body.profilePhoto = v.profilePhoto;
  if (v.coverPhoto) body.coverPhoto = v.coverPhoto;
  if (v.language) body.language = v.language;
  return body;
}

/**
 * Every required field gets its own plain message (the schema's own one, for any of them, is the
 * spec's single rejection sentence, which the page shows above the form); the schema then checks
 * lengths and formats exactly as the API will.
 */
export function validateCreate(v: CreateValues, t: Translate, errorMap: ErrorMap): FieldErrors {
  const before: FieldErrors = {};
  if (!v.companyName.trim()) before.companyName = t('create.errors.companyName');
  if (!v.industry) before.industry = t('create.errors.industry');
  if (v.industry && v.categories.length === 0) before.categories = t('create.errors.categories');
  if (!v.businessType) before.businessType = t('create.errors.businessType');
  if (!v.country) before.country = t('create.errors.country');
  if (!v.shortDescription.trim()) before.shortDescription = t('create.errors.shortDescription');
  const errors = validateWith(createBusinessSchema, createBody(v), createFields, errorMap, before);
  // With no industry, "choose a category" would only repeat the industry's message.
  if (!v.industry) delete errors.categories;
  // The schema's messages come in the page's language (errorsFromIssues).
  const rejected = say(messages.createBusinessRejected);
  for (const [field, message] of Object.entries(errors)) {
    if (message === rejected) errors[field] = t('edit.errors.required');
  }
  return errors;
}
