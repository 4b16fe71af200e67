import { describe, expect, it } from 'vitest';
import { productLimitMessage, type Product } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import {
  emptyProductForm,
  errorsFromServer,
  formKeyOf,
  parseDays,
  productCapOf,
  productFormFrom,
  splitKeywords,
  toProductInput,
  validateProductForm,
  type ProductFormValues,
} from './product-form.ts';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;

const product: Product = {
  productID: '0b7d1c7e-3a5f-4b7e-9d2a-1f0e6c4b8a11',
  businessID: '6a1f0c2e-8b9d-4e3f-a7c6-5d4b3a2e1f00',
  name: 'Six-axis arm',
  keywords: ['robot', 'arm'],
  description: 'A robot arm.',
  industry: { id: 'i0001', name: 'Automation' },
  category: { id: 'c0001-01', name: 'Industrial Robots' },
  subCategory: null,
  specs: [{ key: 'Payload', value: '10 kg' }],
  leadTime: 45,
  stock: true,
  mainImage: { url: '/files/images/product-image/a.webp' },
  images: [{ url: '/files/images/product-image/b.webp' }],
  photos: [{ url: '/files/images/product-image/a.webp' }, { url: '/files/images/product-image/b.webp' }],
  videos: [{ videoID: 'v1', url: 'https://youtu.be/dQw4w9WgXcQ' }],
  createdAt: 1_700_000_000,
  businessProfile: {
    businessID: '6a1f0c2e-8b9d-4e3f-a7c6-5d4b3a2e1f00',
    subscription: null,
    verified: false,
    general: {
      companyName: 'Robo Parts',
      profilePhoto: null,
      businessType: { code: 'MA', name: 'Manufacturer' },
      yearStablished: null,
      totalEmployees: { min: null, max: null },
      categories: [],
    },
  },
};

const filled = (over: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductForm(),
  name: 'Valve',
  industry: 'i0001',
  category: 'c0001-01',
  ...over,
});

describe('the product form', () => {
  it('round-trips a product: current images kept by URL, rows and keywords as text', () => {
    const values = productFormFrom(product);
    expect(values.keywords).toBe('robot, arm');
    expect(values.leadTime).toBe('45');
    expect(toProductInput(values)).toEqual({
      name: 'Six-axis arm',
      keywords: ['robot', 'arm'],
      description: 'A robot arm.',
      industry: 'i0001',
      category: 'c0001-01',
      subCategory: null,
      specs: [{ key: 'Payload', value: '10 kg' }],
      leadTime: 45,
      stock: true,
      mainImage: { url: '/files/images/product-image/a.webp' },
      images: [{ url: '/files/images/product-image/b.webp' }],
      videos: [{ url: 'https://youtu.be/dQw4w9WgXcQ' }],
    });
  });

  it('shows the language the product is stored in and sends the one the author picks', () => {
    expect(productFormFrom({ ...product, language: 'de' }).language).toBe('de');
    expect(productFormFrom({ ...product, language: null }).language).toBeNull();
    expect(emptyProductForm().language).toBeNull();
    const values = productFormFrom({ ...product, language: 'de' });
    expect(toProductInput(values).language).toBe('de');
    // "Detect automatically": no language in the body, the server detects it.
    expect(toProductInput({ ...values, language: null })).not.toHaveProperty('language');
  });

  it('sends new images as tokens and drops blank spec and video rows', () => {
    const values = filled({
      mainImage: { kind: 'new', token: 'tok-1', previewUrl: null },
      images: [{ kind: 'new', token: 'tok-2', previewUrl: '/x.webp' }],
      specs: [
        { rowId: 'a', key: ' ', value: '' },
        { rowId: 'b', key: 'Bore', value: ' 20 mm ' },
      ],
      videos: [{ rowId: 'c', url: '  ' }],
    });
    const input = toProductInput(values);
    expect(input.mainImage).toEqual({ token: 'tok-1' });
    expect(input.images).toEqual([{ token: 'tok-2' }]);
    expect(input.specs).toEqual([{ key: 'Bore', value: '20 mm' }]);
    expect(input.videos).toEqual([]);
  });

  it('splits keywords and parses lead days', () => {
    expect(splitKeywords('valve, Valve; steel\n  stainless   steel ,,')).toEqual([
      'valve',
      'steel',
      'stainless steel',
    ]);
    expect(parseDays('')).toBeNull();
    expect(parseDays(' 30 ')).toBe(30);
    expect(parseDays('3.5')).toBeNaN();
    expect(parseDays('two')).toBeNaN();
  });

  it('accepts a complete form', () => {
    const result = validateProductForm(filled({ leadTime: '10' }), t);
    expect(result.ok).toBe(true);
  });

  it('names each field at fault, spec rows by their place in the form', () => {
    const result = validateProductForm(
      {
        ...emptyProductForm(),
        name: ' ',
        leadTime: 'soon',
        specs: [
          { rowId: 'a', key: '', value: '' },
          { rowId: 'b', key: 'Weight', value: '' },
        ],
        videos: [
          { rowId: 'c', url: '' },
          { rowId: 'd', url: 'not a link' },
        ],
      },
      t,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: 'form.errors.required',
      industry: 'form.errors.choose',
      category: 'form.errors.choose',
      leadTime: 'form.errors.leadTime {"max":3650}',
      'specs.1.value': 'form.errors.required',
      'videos.1': 'form.errors.videoUrl',
    });
    expect(Object.keys(result.errors)).not.toContain('specs.0.key');
  });

  it('limits lengths with the contract', () => {
    const result = validateProductForm(filled({ name: 'n'.repeat(121) }), t);
    expect(result.ok ? null : result.errors.name).toBe('form.errors.maxChars {"n":120}');
  });

  it('maps server field errors to form keys', () => {
    expect(formKeyOf('body.specs.0.value')).toBe('specs.0.value');
    expect(formKeyOf('body.videos.2.url')).toBe('videos.2');
    expect(formKeyOf('body.images.1')).toBe('images');
    expect(formKeyOf('body.mainImage')).toBe('mainImage');
    const values = filled({
      videos: [
        { rowId: 'a', url: '' },
        { rowId: 'b', url: 'https://x.example/v' },
      ],
    });
    const err = new ApiError('ValidationError', 'Invalid input', 400, [
      { path: 'body.videos.0.url', message: 'Not a valid video address' },
      { path: 'body.subCategory', message: 'Unknown subcategory' },
    ]);
    expect(errorsFromServer(err, values, 'fallback')).toEqual({
      'videos.1': 'Not a valid video address',
      subCategory: 'Unknown subcategory',
    });
    const limit = new ApiError('LimitReached', productLimitMessage(null), 422);
    expect(errorsFromServer(limit, values, 'fallback')).toEqual({ '': productLimitMessage(null) });
    expect(errorsFromServer(new Error('x'), values, 'fallback')).toEqual({ '': 'fallback' });
  });
});

describe('the tier cap', () => {
  it('is shown to managers only, and reached at the limit', () => {
    expect(productCapOf({ access: 'member' }, null)).toBeNull();
    expect(productCapOf({ access: 'owner', productLimit: 7, productCount: 5 }, null)).toEqual({
      count: 5,
      limit: 7,
      atCap: false,
      message: productLimitMessage(null),
    });
    expect(
      productCapOf({ access: 'admin', productLimit: 20, productCount: 20, limitMessage: 'cap' }, 'gold')
        ?.atCap,
    ).toBe(true);
  });
});
