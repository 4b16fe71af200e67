import {
  productInputSchema,
  productLimitMessage,
  type ImageRef,
  type Product,
  type ProductInput,
  type ProductsByBusinessResponse,
} from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { say } from '../../../shared/i18n/say.ts';

/**
 * The product form's values (what the inputs hold, all text), the body they become, and the
 * messages of the contract's checks keyed by the form field they belong to. Keys are the
 * contract's paths with row numbers kept where a row has inputs of its own: 'name',
 * 'specs.2.value', 'videos.0'; a whole list's problem sits under 'keywords' or 'images'.
 */

/** An image the product already has (kept by its URL) or one just uploaded (sent as its token). */
export type FormImage =
  { kind: 'current'; url: string } | { kind: 'new'; token: string; previewUrl: string | null };

export interface SpecRow {
  /** Stable React key of the row (rows can be removed from the middle). */
  rowId: string;
  key: string;
  value: string;
}

export interface VideoRow {
  rowId: string;
  url: string;
}

export interface ProductFormValues {
  name: string;
  /** Typed as one text, separated by commas. */
  keywords: string;
  description: string;
  industry: string;
  category: string;
  subCategory: string;
  specs: SpecRow[];
  /** Days, typed as text. */
  leadTime: string;
  stock: boolean;
  mainImage: FormImage | null;
  images: FormImage[];
  videos: VideoRow[];
  /** The language the name and description are written in; null: the server detects it. */
  language: string | null;
}

export type ProductFormErrors = Record<string, string>;

/** Translation function as the form uses it (react-i18next's `t`, or a stand-in in tests). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

let rowCounter = 0;
export const newRowId = (): string => `row-${++rowCounter}`;

export const emptySpecRow = (): SpecRow => ({ rowId: newRowId(), key: '', value: '' });
export const emptyVideoRow = (): VideoRow => ({ rowId: newRowId(), url: '' });

export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    keywords: '',
    description: '',
    industry: '',
    category: '',
    subCategory: '',
    specs: [emptySpecRow()],
    leadTime: '',
    stock: false,
    mainImage: null,
    images: [],
    videos: [],
    language: null,
  };
}

export function productFormFrom(product: Product): ProductFormValues {
  return {
    name: product.name,
    keywords: product.keywords.join(', '),
    description: product.description,
    industry: product.industry.id,
    category: product.category.id,
    subCategory: product.subCategory?.id ?? '',
    specs: product.specs.length
      ? product.specs.map((s) => ({ rowId: newRowId(), key: s.key, value: s.value }))
      : [emptySpecRow()],
    leadTime: product.leadTime == null ? '' : String(product.leadTime),
    stock: product.stock,
    mainImage: product.mainImage ? { kind: 'current', url: product.mainImage.url } : null,
    images: product.images.map((i) => ({ kind: 'current', url: i.url })),
    videos: product.videos.map((v) => ({ rowId: newRowId(), url: v.url })),
    language: product.language ?? null,
  };
}

/** Keywords typed as text: split on commas, semicolons and new lines; blanks and repeats dropped. */
export function splitKeywords(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[,;\n]/)) {
    const word = raw.trim().replace(/\s+/g, ' ');
    if (!word || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    out.push(word);
  }
  return out;
}

/** '' → null; whole digits → the number; anything else → NaN, which the contract refuses. */
export function parseDays(text: string): number | null {
  const s = text.trim();
  if (s === '') return null;
  return /^\d+$/.test(s) ? Number(s) : Number.NaN;
}

const imageRef = (image: FormImage): ImageRef =>
  image.kind === 'current' ? { url: image.url } : { token: image.token };

/**
 * The body of POST /api/product (with businessID added) and PUT /api/product/{id}. Rows left
 * completely blank are dropped, so an unused spec or video row is not an error.
 */
export function toProductInput(values: ProductFormValues): ProductInput {
  return {
    name: values.name.trim(),
    keywords: splitKeywords(values.keywords),
    description: values.description.trim(),
    industry: values.industry,
    category: values.category,
    subCategory: values.subCategory || null,
    specs: values.specs
      .filter((s) => s.key.trim() !== '' || s.value.trim() !== '')
      .map((s) => ({ key: s.key.trim(), value: s.value.trim() })),
    leadTime: parseDays(values.leadTime),
    stock: values.stock,
    mainImage: values.mainImage ? imageRef(values.mainImage) : null,
    images: values.images.map(imageRef),
    videos: values.videos.filter((v) => v.url.trim() !== '').map((v) => ({ url: v.url.trim() })),
    ...(values.language ? { language: values.language } : {}),
  };
}

/**
 * The form key a contract or server path belongs to ('body.' of a server error dropped):
 * 'specs.1.key' stays, 'videos.0.url' → 'videos.0', 'keywords.3' → 'keywords',
 * 'images.2' or 'mainImage.token' → 'images' / 'mainImage'.
 */
export function formKeyOf(path: string): string {
  const parts = path.replace(/^body\./, '').split('.');
  const [head = '', index, leaf] = parts;
  if (head === 'specs' && index !== undefined && /^\d+$/.test(index) && (leaf === 'key' || leaf === 'value'))
    return `specs.${index}.${leaf}`;
  if (head === 'videos' && index !== undefined && /^\d+$/.test(index)) return `videos.${index}`;
  return head;
}

/**
 * A spec or video row's index in the body is not its index in the form (blank rows are dropped):
 * this maps the body's row numbers back to the form's.
 */
function rowIndexMap<T>(rows: readonly T[], kept: (row: T) => boolean): number[] {
  const map: number[] = [];
  rows.forEach((row, i) => {
    if (kept(row)) map.push(i);
  });
  return map;
}

function toFormKey(path: string, values: ProductFormValues): string {
  const key = formKeyOf(path);
  const m = /^(specs|videos)\.(\d+)(.*)$/.exec(key);
  if (!m) return key;
  const map =
    m[1] === 'specs'
      ? rowIndexMap(values.specs, (s) => s.key.trim() !== '' || s.value.trim() !== '')
      : rowIndexMap(values.videos, (v) => v.url.trim() !== '');
  const formIndex = map[Number(m[2])];
  return formIndex === undefined ? m[1]! : `${m[1]}.${formIndex}${m[3]}`;
}

interface IssueLike {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
}

/** Plain words for the contract's built-in checks; the contract's own messages are kept. */
function friendlyMessage(issue: IssueLike, key: string, t: Translate): string {
  if (key === 'leadTime') return t('form.errors.leadTime', { max: 3650 });
  const n = Number(issue.maximum ?? issue.minimum ?? 0);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return t('form.errors.required');
      return issue.message;
    case 'too_big':
      if (issue.origin === 'string') return t('form.errors.maxChars', { n });
      if (issue.origin === 'array') return t('form.errors.maxItems', { n });
      return issue.message;
    case 'invalid_type':
      if (key === 'industry' || key === 'category') return t('form.errors.choose');
      return issue.message;
    case 'custom':
      if (key.startsWith('videos')) return t('form.errors.videoUrl');
      return issue.message;
    default:
      return issue.message;
  }
}

/** Checks the values with the contract's schema: the body to send, or the messages by field. */
export function validateProductForm(
  values: ProductFormValues,
  t: Translate,
): { ok: true; input: ProductInput } | { ok: false; errors: ProductFormErrors } {
  const input = toProductInput(values);
  const result = productInputSchema.safeParse(input);
  const errors: ProductFormErrors = {};
  if (!input.industry) errors.industry = t('form.errors.choose');
  if (!input.category) errors.category = t('form.errors.choose');
  if (!result.success) {
    for (const issue of result.error.issues as IssueLike[]) {
      const key = toFormKey(issue.path.map(String).join('.'), values);
      if (!(key in errors)) errors[key] = say(friendlyMessage(issue, key, t));
    }
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, input };
}

/** A failed save → messages by field (from the API's `errors[].path`), or one form-level message under ''. */
export function errorsFromServer(
  err: unknown,
  values: ProductFormValues,
  fallback: string,
): ProductFormErrors {
  if (!(err instanceof ApiError)) return { '': fallback };
  const errors: ProductFormErrors = {};
  for (const e of err.errors) {
    const key = toFormKey(e.path, values);
    if (key && !(key in errors)) errors[key] = e.message;
  }
  if (Object.keys(errors).length === 0) errors[''] = err.message || fallback;
  return errors;
}

/** The order fields are visited in, to focus the first one with a message. */
export function fieldOrder(values: ProductFormValues): string[] {
  return [
    'name',
    'keywords',
    'description',
    'industry',
    'category',
    'subCategory',
    'leadTime',
    'stock',
    'specs',
    ...values.specs.flatMap((_, i) => [`specs.${i}.key`, `specs.${i}.value`]),
    'mainImage',
    'images',
    'videos',
    ...values.videos.map((_, i) => `videos.${i}`),
  ];
}

export interface ProductCap {
  count: number;
  limit: number;
  atCap: boolean;
  /** The contract's wording of the cap (productLimitMessage). */
  message: string;
}

/**
 * The tier cap as the owner sees it before reaching it. The API sends the count, the limit and the
 * message only to owners and admins; null for everyone else.
 */
export function productCapOf(
  session: ProductsByBusinessResponse['session'],
  subscription: string | null,
): ProductCap | null {
  if (session.productLimit === undefined || session.productCount === undefined) return null;
  return {
    count: session.productCount,
    limit: session.productLimit,
    atCap: session.productCount >= session.productLimit,
    message: say(session.limitMessage ?? productLimitMessage(subscription)),
  };
}
