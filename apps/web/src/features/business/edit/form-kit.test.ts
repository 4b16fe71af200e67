import { describe, expect, it } from 'vitest';
import { factorySectionSchema, generalSectionSchema, inviteMemberSchema } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import {
  errorsFromIssues,
  errorsFromServer,
  fieldFor,
  firstErrorField,
  friendlyErrors,
  parseNumber,
  splitList,
} from './form-kit.ts';
import { fakeT } from './fixtures.test-data.ts';

const errorMap = friendlyErrors(fakeT);

describe('form kit', () => {
  it('finds the field of a path, the longest key winning, with or without body.', () => {
    const fields = ['markets', 'totalEmployees.min', 'totalEmployees.max', 'phone'];
    expect(fieldFor('markets.3.name', fields)).toBe('markets');
    expect(fieldFor('body.totalEmployees.max', fields)).toBe('totalEmployees.max');
    expect(fieldFor('body.phone.countryCode', fields)).toBe('phone');
    expect(fieldFor('body.phoneNumber', fields)).toBeNull();
    expect(fieldFor('params.id', fields)).toBeNull();
  });

  it('keeps the first message per field and puts unknown paths under the form', () => {
    const errors = errorsFromIssues(
      [
        { path: ['markets', 0, 'name'], message: 'first' },
        { path: ['markets', 1, 'name'], message: 'second' },
        { path: ['elsewhere'], message: 'form' },
      ],
      ['markets'],
    );
    expect(errors).toEqual({ markets: 'first', '': 'form' });
  });

  it('turns an API refusal into field messages, or a form message when it names no field', () => {
    const named = new ApiError('ValidationError', 'Bad input', 400, [
      { path: 'body.state', message: 'Unknown state' },
    ]);
    expect(errorsFromServer(named, ['country', 'state'], 'fallback')).toEqual({ state: 'Unknown state' });
    const forbidden = new ApiError(
      'Forbidden',
      'Only the owner or an admin of this business may do this',
      403,
    );
    expect(errorsFromServer(forbidden, ['state'], 'fallback')).toEqual({
      '': 'Only the owner or an admin of this business may do this',
    });
    expect(errorsFromServer(new Error('boom'), ['state'], 'fallback')).toEqual({ '': 'fallback' });
  });

  it('reads numbers from text and reports what is not one', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('  ')).toBeNull();
    expect(parseNumber('1 200')).toBe(1200);
    expect(parseNumber('1,200')).toBe(1200);
    expect(parseNumber('2.5')).toBe(2.5);
    expect(parseNumber('12a')).toBeNaN();
    expect(parseNumber('1.2.3')).toBeNaN();
  });

  it('splits lists on commas, semicolons and new lines', () => {
    expect(splitList('USA, Canada;\nMexico,, ')).toEqual(['USA', 'Canada', 'Mexico']);
    expect(splitList('')).toEqual([]);
  });

  it('words the built-in checks plainly and keeps the schemas own messages', () => {
    const general = generalSectionSchema.safeParse(
      {
        companyName: '',
        shortDescription: 'x',
        businessType: 'MA',
        industry: 'i1',
        categories: [],
        yearStablished: 1700,
        totalEmployees: { min: 5, max: 2 },
      },
      { error: errorMap },
    );
    const byField = Object.fromEntries(
      (general.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(byField.companyName).toBe('edit.errors.required');
    expect(byField.categories).toBe('edit.errors.chooseOne');
    expect(byField.yearStablished).toBe('edit.errors.atLeast {"n":1800}');
    expect(byField['totalEmployees.max']).toBe('The minimum must not exceed the maximum');

    const factory = factorySectionSchema.safeParse(
      { factorySize: 0, numberProductionLines: Number.NaN },
      { error: errorMap },
    );
    const f = Object.fromEntries((factory.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(f.factorySize).toBe('edit.errors.greaterThan {"n":0}');
    expect(f.numberProductionLines).toBe('edit.errors.number');

    const member = inviteMemberSchema.safeParse({ email: 'nope', role: 'boss' }, { error: errorMap });
    const m = Object.fromEntries((member.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(m.email).toBe('edit.errors.email');
    expect(m.role).toBe('edit.errors.choose');
  });

  it('names the first field with a problem in form order', () => {
    expect(firstErrorField({ b: 'x', a: 'y' }, ['a', 'b'])).toBe('a');
    expect(firstErrorField({ '': 'x' }, ['a'])).toBe('');
    expect(firstErrorField({}, ['a'])).toBeUndefined();
  });
});
