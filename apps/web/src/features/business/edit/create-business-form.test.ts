import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { createBody, createFields, emptyCreateValues, validateCreate } from './create-business-form.ts';
import { fakeT } from './fixtures.test-data.ts';
import { errorsFromServer, friendlyErrors } from './form-kit.ts';

const errorMap = friendlyErrors(fakeT);
const filled = {
  ...emptyCreateValues,
  companyName: ' Acme Gears ',
  industry: 'i0006',
  categories: ['c0006-01', 'c0006-03'],
  businessType: 'MA',
  country: 'MX',
  shortDescription: 'Planetary gearboxes.',
};

describe('the create-business form', () => {
  it('drops the industry, sends categories as industryId.categoryId and leaves out empty extras', () => {
    const body = createBody(filled);
    expect(body).toEqual({
      companyName: 'Acme Gears',
      categories: ['i0006.c0006-01', 'i0006.c0006-03'],
      businessType: 'MA',
      country: 'MX',
      shortDescription: 'Planetary gearboxes.',
    });
    expect(body).not.toHaveProperty('industry');
    const withExtras = createBody({
      ...filled,
      state: 'MX-NLE',
      profilePhoto: 'logo-token',
      coverPhoto: 'cover-token',
      language: 'es',
    });
    expect(withExtras).toMatchObject({
      state: 'MX-NLE',
      profilePhoto: 'logo-token',
      coverPhoto: 'cover-token',
      language: 'es',
    });
  });

  it('accepts a complete form', () => {
    expect(validateCreate(filled, fakeT, errorMap)).toEqual({});
  });

  it('names every missing field in plain words', () => {
    expect(validateCreate(emptyCreateValues, fakeT, errorMap)).toEqual({
      companyName: 'create.errors.companyName',
      industry: 'create.errors.industry',
      businessType: 'create.errors.businessType',
      country: 'create.errors.country',
      shortDescription: 'create.errors.shortDescription',
    });
    expect(validateCreate({ ...filled, categories: [] }, fakeT, errorMap)).toEqual({
      categories: 'create.errors.categories',
    });
  });

  it('puts the server refusal under the fields it names', () => {
    const err = new ApiError('ValidationError', 'Complete all the information…', 400, [
      { path: 'body.categories.1', message: 'Unknown category i0006.c9' },
      { path: 'body.state', message: 'This state does not belong to the chosen country' },
    ]);
    expect(errorsFromServer(err, createFields, 'x')).toEqual({
      categories: 'Unknown category i0006.c9',
      state: 'This state does not belong to the chosen country',
    });
  });
});
