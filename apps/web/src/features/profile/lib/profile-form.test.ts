import { describe, expect, it } from 'vitest';
import { messages, type Profile } from '@wbn/contracts';
import { fieldOf, formValuesFrom, toUpdateBody, validateProfileForm, withPlus } from './profile-form.ts';

const profile: Profile = {
  userID: '3f1c6a52-6c1f-4c55-9a40-93a0a9a9b2d1',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  mobilePhone: null,
  city: null,
  country: { code: 'MX', countryName: 'Mexico' },
  state: { stateID: 'MX-JAL', stateName: 'Jalisco' },
  gender: null,
  preferredLanguage: null,
  jobPosition: null,
  businessType: null,
  industry: null,
  companyName: null,
  profession: null,
  birthDate: null,
  briefPresentation: null,
  showBirthDate: false,
  showProfession: true,
  profilePhoto: null,
  coverPhoto: null,
};
const dialCodes = ['1', '52', '1809'];

describe('the profile form', () => {
  it('never sends the e-mail, omits an empty phone and gives the dial code its plus', () => {
    const values = formValuesFrom(profile);
    const body = toUpdateBody(values);
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('mobilePhone');
    const withPhone = toUpdateBody({ ...values, phoneCountryCode: '52', phoneNumber: ' 33 1234 5678 ' });
    expect(withPhone.mobilePhone).toEqual({ countryCode: '+52', phoneNumber: '33 1234 5678' });
    expect(withPlus(' + 1 ')).toBe('+1');
    expect(withPlus('')).toBe('');
  });

  it('sends the birth date as YYYY-MM-DD and cleared fields as empty strings', () => {
    const body = toUpdateBody({ ...formValuesFrom(profile), birthDate: '1970.10.24', state: '' });
    expect(body.birthDate).toBe('1970-10-24');
    expect(body.state).toBe('');
  });

  it('refuses a bad phone and a bad date with the spec messages', () => {
    const values = formValuesFrom(profile);
    expect(
      validateProfileForm({ ...values, phoneCountryCode: '+52', phoneNumber: '1234567' }, dialCodes),
    ).toEqual({
      mobilePhone: messages.invalidPhone,
    });
    expect(
      validateProfileForm({ ...values, phoneCountryCode: '+0', phoneNumber: '12345678' }, dialCodes),
    ).toEqual({
      mobilePhone: messages.invalidPhone,
    });
    expect(validateProfileForm({ ...values, birthDate: '1970-13-01' }, dialCodes)).toEqual({
      birthDate: messages.invalidDate,
    });
    expect(validateProfileForm({ ...values, birthDate: '24/10/1970' }, dialCodes)).toEqual({
      birthDate: messages.invalidDate,
    });
  });

  it('accepts good phones, prefixes of dial codes and good dates', () => {
    const values = formValuesFrom(profile);
    for (const [code, number] of [
      ['+52', '12345678'],
      ['52', '(33) 1234-5678'],
      ['+18', '55512345'],
      ['', ''],
    ] as const) {
      expect(
        validateProfileForm({ ...values, phoneCountryCode: code, phoneNumber: number }, dialCodes),
      ).toEqual({});
    }
    for (const date of ['1970-10-24', '1970/10/24', '1970.10.24', '1970 10 24', '']) {
      expect(validateProfileForm({ ...values, birthDate: date }, dialCodes)).toEqual({});
    }
  });

  it('requires the names', () => {
    const errors = validateProfileForm({ ...formValuesFrom(profile), firstName: ' ' }, dialCodes);
    expect(Object.keys(errors)).toEqual(['firstName']);
  });

  it('maps server error paths to fields', () => {
    expect(fieldOf('body.mobilePhone.phoneNumber')).toBe('mobilePhone');
    expect(fieldOf('body.state')).toBe('state');
    expect(fieldOf('token')).toBeNull();
  });
});
