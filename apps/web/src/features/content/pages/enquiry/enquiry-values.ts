import { enquirySchema, type EnquiryInput } from '@wbn/contracts';
import { say } from '../../../../shared/i18n/say.ts';

export type EnquiryField = keyof EnquiryInput;
export type FormValues = Record<EnquiryField, string>;
export type Errors = Partial<Record<EnquiryField, string>>;

/** The form's fields in page order: the first invalid one of them gets the focus. */
export const fieldOrder: EnquiryField[] = [
  'firstName',
  'lastName',
  'jobPosition',
  'email',
  'mobilePhone',
  'businessName',
  'businessType',
  'industry',
  'website',
  'companyPhone',
  'companyFax',
  'totalEmployees',
  'salesEmployees',
  'address',
  'city',
  'zipcode',
  'country',
  'usaState',
  'buyProduct1',
  'buyProduct2',
  'buyProduct3',
  'buyProduct4',
  'moreInfoBuy',
  'sellProduct1',
  'sellProduct2',
  'sellProduct3',
  'sellProduct4',
  'moreInfoSell',
];
export const emptyValues = Object.fromEntries(fieldOrder.map((f) => [f, ''])) as FormValues;

/** Empty strings are the selects' "Select" (null) and unfilled inputs: they are not sent. */
export function toBody(values: FormValues): EnquiryInput {
  const body: Record<string, unknown> = {};
  for (const f of fieldOrder) {
    const v = values[f].trim() === '' ? null : values[f];
    if (v === null) continue;
    body[f] = f === 'totalEmployees' || f === 'salesEmployees' ? Number(v) : v;
  }
  return body as EnquiryInput;
}

/** The API's own schema, so the form refuses exactly what the server would. */
export function validate(values: FormValues): Errors {
  const parsed = enquirySchema.safeParse(toBody(values));
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as EnquiryField | undefined;
    if (field && !errors[field]) errors[field] = say(issue.message);
  }
  return errors;
}
