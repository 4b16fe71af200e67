import {
  isValidBirthDate,
  isValidPhone,
  limits,
  messages,
  normalizeBirthDate,
  normalizeDialCode,
  profileUpdateSchema,
  type Profile,
  type ProfileUpdate,
} from '@wbn/contracts';
import { say } from '../../../shared/i18n/say.ts';

/**
 * The edit form's values and rules, kept out of the component so they can be tested alone. The
 * rules are the contracts' (the server runs the same ones): phone, birth date, 512 characters.
 */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneCountryCode: string;
  phoneNumber: string;
  city: string;
  country: string;
  state: string;
  gender: string;
  preferredLanguage: string;
  jobPosition: string;
  businessType: string;
  industry: string;
  companyName: string;
  profession: string;
  birthDate: string;
  briefPresentation: string;
  showBirthDate: boolean;
  showProfession: boolean;
}

export type ProfileFormField = Exclude<keyof ProfileFormValues, 'email'> | 'mobilePhone';
export type ProfileFormErrors = Partial<Record<ProfileFormField, string>>;

export function formValuesFrom(p: Profile): ProfileFormValues {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phoneCountryCode: p.mobilePhone?.countryCode ?? '',
    phoneNumber: p.mobilePhone?.phoneNumber ?? '',
    city: p.city ?? '',
    country: p.country?.code ?? '',
    state: p.state?.stateID ?? '',
    gender: p.gender?.code ?? '',
    preferredLanguage: p.preferredLanguage?.code ?? '',
    jobPosition: p.jobPosition?.jobPositionID ?? '',
    businessType: p.businessType?.code ?? '',
    industry: p.industry?.id ?? '',
    companyName: p.companyName ?? '',
    profession: p.profession ?? '',
    birthDate: p.birthDate ?? '',
    briefPresentation: p.briefPresentation ?? '',
    showBirthDate: p.showBirthDate,
    showProfession: p.showProfession,
  };
}

/** "52", "+ 52" → "+52" (the spec: the country code gets its leading plus); '' stays ''. */
export const withPlus = (code: string): string => {
  const digits = normalizeDialCode(code);
  return digits ? `+${digits}` : '';
};

/**
 * The PUT body. The e-mail is never sent; an empty phone number is omitted; cleared fields are
 * sent as '' (the API client drops null fields from every body, so null cannot mean "clear").
 */
export function toUpdateBody(v: ProfileFormValues): ProfileUpdate {
  const body: ProfileUpdate = {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    city: v.city.trim(),
    country: v.country,
    state: v.state,
    gender: v.gender,
    preferredLanguage: v.preferredLanguage,
    jobPosition: v.jobPosition,
    businessType: v.businessType,
    industry: v.industry,
    companyName: v.companyName.trim(),
    profession: v.profession.trim(),
    birthDate: v.birthDate.trim() === '' ? '' : (normalizeBirthDate(v.birthDate) ?? v.birthDate.trim()),
    briefPresentation: v.briefPresentation,
    showBirthDate: v.showBirthDate,
    showProfession: v.showProfession,
  };
  if (v.phoneNumber.trim() !== '') {
    body.mobilePhone = { countryCode: withPlus(v.phoneCountryCode), phoneNumber: v.phoneNumber.trim() };
  }
  return body;
}

/**
 * What the page refuses before sending anything. `knownDialCodes` is the countries' list from the
 * API; when it could not be loaded the dial code is left to the server to judge.
 */
export function validateProfileForm(
  v: ProfileFormValues,
  knownDialCodes: readonly string[],
): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (v.phoneNumber.trim() !== '') {
    const codes = knownDialCodes.length ? knownDialCodes : [normalizeDialCode(v.phoneCountryCode) || '0'];
    if (!isValidPhone(v.phoneCountryCode, v.phoneNumber, codes))
      errors.mobilePhone = say(messages.invalidPhone);
  }
  if (v.birthDate.trim() !== '' && !isValidBirthDate(v.birthDate))
    errors.birthDate = say(messages.invalidDate);
  if (v.briefPresentation.length > limits.briefPresentationMax) {
    errors.briefPresentation = say(`At most ${limits.briefPresentationMax} characters`);
  }
  // Everything else the contract says (required names, lengths), with the same schema as the API.
  const parsed = profileUpdateSchema.safeParse(toUpdateBody(v));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(String(issue.path[0] ?? ''));
      if (field && !errors[field]) errors[field] = say(issue.message);
    }
  }
  return errors;
}

const formFields: readonly ProfileFormField[] = [
  'firstName',
  'lastName',
  'mobilePhone',
  'city',
  'country',
  'state',
  'gender',
  'preferredLanguage',
  'jobPosition',
  'businessType',
  'industry',
  'companyName',
  'profession',
  'birthDate',
  'briefPresentation',
  'showBirthDate',
  'showProfession',
];

/** The form field an error path names ('body.mobilePhone.phoneNumber' → 'mobilePhone'). */
export function fieldOf(path: string): ProfileFormField | null {
  const name = path.replace(/^body\./, '').split('.')[0] ?? '';
  return (formFields as readonly string[]).includes(name) ? (name as ProfileFormField) : null;
}

/** The fields in the order they appear, to focus the first one with a problem. */
export const fieldOrder = formFields;
