import { describe, expect, it } from 'vitest';
import { messages } from '@wbn/contracts';
import { certificateBody, certificateValuesFrom, validateCertificate } from './certificate-form.ts';
import { contactBody, contactValuesFrom, validateContact } from './contact-form.ts';
import { factoryBody, factoryValuesFrom, validateFactory } from './factory-form.ts';
import { fakeT, profileFixture as profile } from './fixtures.test-data.ts';
import { friendlyErrors } from './form-kit.ts';
import { generalBody, generalValuesFrom, validateGeneral } from './general-form.ts';
import { termsBody, termsValuesFrom, validateTerms } from './terms-form.ts';
import { tradeBody, tradeValuesFrom, validateTrade } from './trade-form.ts';

const errorMap = friendlyErrors(fakeT);
const dialCodes = ['1', '52', '34'];

describe('General Information', () => {
  const values = generalValuesFrom(profile);

  it('is prefilled from the profile and sends categories as industryId.categoryId', () => {
    expect(values.yearStablished).toBe('1998');
    expect(values.totalAnnualRevenue).toEqual({ min: '1000000', max: '' });
    expect(validateGeneral(values, errorMap)).toEqual({});
    const body = generalBody(values);
    expect(body.categories).toEqual(['i0006.c0006-01', 'i0006.c0006-02']);
    expect(body.totalAnnualRevenue).toEqual({ min: 1_000_000, max: null });
    expect(body.productionCapacity).toEqual({ min: 10, max: 20, unit: 'units', period: 'day' });
    expect(body.video).toEqual({ url: 'https://www.youtube.com/watch?v=abc' });
  });

  it('shows the language the descriptions are stored in and sends the one the author picks', () => {
    const stored = generalValuesFrom({ ...profile, general: { ...profile.general, language: 'it' } });
    expect(stored.language).toBe('it');
    expect(generalBody(stored).language).toBe('it');
    expect(generalBody({ ...stored, language: null })).not.toHaveProperty('language');
    expect(validateGeneral({ ...stored, language: 'Italiano' }, errorMap)).toHaveProperty('language');
  });

  it('refuses min above max, a future or too old year, a bad video link and no category', () => {
    const next = new Date().getUTCFullYear() + 1;
    const errors = validateGeneral(
      {
        ...values,
        categories: [],
        yearStablished: String(next),
        totalEmployees: { min: '200', max: '100' },
        productionCapacity: { ...values.productionCapacity, min: 'lots' },
        video: 'not a link',
      },
      errorMap,
    );
    expect(errors).toEqual({
      categories: 'edit.errors.chooseOne',
      yearStablished: 'A year in the future is not allowed',
      'totalEmployees.max': 'The minimum must not exceed the maximum',
      'productionCapacity.min': 'edit.errors.number',
      video: 'Not a valid web address',
    });
    expect(validateGeneral({ ...values, yearStablished: '1799' }, errorMap)).toEqual({
      yearStablished: 'edit.errors.atLeast {"n":1800}',
    });
    expect(validateGeneral({ ...values, companyName: '  ' }, errorMap)).toEqual({
      companyName: 'edit.errors.required',
    });
  });

  it('clears numbers and the video with empty boxes', () => {
    const body = generalBody({ ...values, yearStablished: '', video: ' ' });
    expect(body.yearStablished).toBeNull();
    expect(body.video).toEqual({ url: '' });
  });
});

describe('Contact Information', () => {
  const values = contactValuesFrom(profile);

  it('is prefilled and sends emptied fields as empty strings', () => {
    expect(values.state).toBe('MX-NLE');
    expect(validateContact(values, dialCodes, errorMap)).toEqual({});
    const body = contactBody({
      ...values,
      city: '',
      mobilePhone: { countryCode: '+52', businessPhoneNumber: ' ' },
    });
    expect(body.city).toBe('');
    expect(body.mobilePhone).toEqual({ countryCode: '', businessPhoneNumber: '' });
    expect(
      contactBody({ ...values, phone: { countryCode: '52', businessPhoneNumber: '8112345678' } }).phone,
    ).toEqual({
      countryCode: '+52',
      businessPhoneNumber: '8112345678',
    });
  });

  it('checks phones with the spec rule, the e-mail and the web address', () => {
    const errors = validateContact(
      {
        ...values,
        email: 'sales@',
        website: 'not a site',
        phone: { countryCode: '+52', businessPhoneNumber: '1234' },
        mobilePhone: { countryCode: '+999', businessPhoneNumber: '12345678' },
      },
      dialCodes,
      errorMap,
    );
    expect(errors).toEqual({
      email: 'edit.errors.email',
      website: 'Not a valid web address',
      phone: messages.invalidPhone,
      mobilePhone: messages.invalidPhone,
    });
  });

  it('requires the country', () => {
    expect(validateContact({ ...values, country: '', state: '' }, dialCodes, errorMap).country).toBeTruthy();
  });
});

describe('Factory', () => {
  it('keeps known contract codes only, in offered order, and refuses a size of zero', () => {
    const values = factoryValuesFrom(profile);
    expect(values.contractManufacturing).toEqual(['ODM', 'OEM']);
    expect(factoryBody(values).contractManufacturing).toEqual([{ code: 'OEM' }, { code: 'ODM' }]);
    expect(validateFactory(values, errorMap)).toEqual({});
    expect(validateFactory({ ...values, factorySize: '0', numberProductionLines: '2.5' }, errorMap)).toEqual({
      factorySize: 'edit.errors.greaterThan {"n":0}',
      numberProductionLines: 'edit.errors.wholeNumber',
    });
  });
});

describe('Trade Capabilities and Business Terms', () => {
  it('turn comma lists into name lists and back', () => {
    const trade = tradeValuesFrom(profile);
    expect(trade.markets).toBe('North America, European Union');
    expect(tradeBody({ ...trade, markets: 'Asia; Africa' }).markets).toEqual([
      { name: 'Asia' },
      { name: 'Africa' },
    ]);
    expect(validateTrade({ ...trade, averageLeadTime: '-3' }, errorMap)).toEqual({
      averageLeadTime: 'edit.errors.atLeast {"n":0}',
    });

    const terms = termsValuesFrom(profile);
    expect(termsBody(terms).acceptedDeliveryTerms).toEqual([{ name: 'EXW' }, { name: 'FOB' }]);
    expect(termsBody({ ...terms, acceptedPaymentCurrencies: 'usd, eur' }).acceptedPaymentCurrencies).toEqual([
      { name: 'USD' },
      { name: 'EUR' },
    ]);
    expect(validateTerms({ ...terms, acceptedPaymentCurrencies: 'USD, dollars' }, errorMap)).toEqual({
      acceptedPaymentCurrencies: 'A three-letter currency code',
    });
  });
});

describe('Certificates', () => {
  it('sends only what is set and refuses an expiry before the issue date', () => {
    const values = certificateValuesFrom(profile.certificates[0]!);
    expect(certificateBody(values)).toEqual({
      name: 'ISO 9001',
      issueDate: '2020-01-15',
      expireDate: '2026-01-14',
    });
    expect(certificateBody({ ...values, issueDate: null, photoToken: 'tok' })).toEqual({
      name: 'ISO 9001',
      expireDate: '2026-01-14',
      photo: 'tok',
    });
    expect(validateCertificate({ ...values, expireDate: '2019-12-31' }, errorMap)).toEqual({
      expireDate: 'The expiry date must not be before the issue date',
    });
    expect(validateCertificate(certificateValuesFrom(null), errorMap)).toEqual({
      name: 'edit.errors.required',
    });
  });
});
