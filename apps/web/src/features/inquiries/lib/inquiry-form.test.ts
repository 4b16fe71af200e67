import { describe, expect, it } from 'vitest';
import { messages } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { emptyInquiry, inquiryBody, missingFields, serverProblems, subjectOf } from './inquiry-form.ts';

const to = '7c1e4a2b-5d6f-4e8a-9b0c-1d2e3f4a5b6c';
const asBusiness = '6a1f0c2e-8b9d-4e3f-a7c6-5d4b3a2e1f00';
const clientID = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

describe('the send-request form (spec §2, §5)', () => {
  it('requires a subject and a message, each marked with the spec message', () => {
    expect(missingFields(emptyInquiry)).toEqual({
      subject: messages.inquiryIncomplete,
      message: messages.inquiryIncomplete,
    });
    expect(missingFields({ ...emptyInquiry, subject: 'Samples', message: '   ' })).toEqual({
      message: messages.inquiryIncomplete,
    });
    expect(missingFields({ ...emptyInquiry, subject: 'Samples', message: 'Two pallets' })).toEqual({});
  });

  it('asks for the free text when Other is chosen, and sends it as the subject', () => {
    const other = { ...emptyInquiry, subject: 'Other', message: 'Hello' };
    expect(missingFields(other)).toEqual({ otherSubject: messages.inquiryIncomplete });
    expect(missingFields({ ...other, otherSubject: '  ' })).toEqual({
      otherSubject: messages.inquiryIncomplete,
    });
    expect(subjectOf({ ...other, otherSubject: '  Private label packaging ' })).toBe(
      'Private label packaging',
    );
    // The free text only counts with Other.
    expect(subjectOf({ ...other, subject: 'Samples', otherSubject: 'ignored' })).toBe('Samples');
  });

  it('builds the body: `from` left out for the user, trimmed text, the uploaded tokens, the client id', () => {
    const values = {
      ...emptyInquiry,
      subject: 'Price quotation',
      message: '  500 gearboxes, FOB Veracruz \n',
    };
    expect(inquiryBody(to, values, [], clientID)).toEqual({
      to,
      subject: 'Price quotation',
      message: '500 gearboxes, FOB Veracruz',
      clientID,
    });
    const tokens = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
    expect(inquiryBody(to, { ...values, from: asBusiness }, tokens, clientID)).toEqual({
      to,
      from: asBusiness,
      subject: 'Price quotation',
      message: '500 gearboxes, FOB Veracruz',
      attachments: tokens,
      clientID,
    });
    expect(inquiryBody(to, { ...values, language: 'es' }, [], clientID)).toMatchObject({ language: 'es' });
  });

  it("puts the server's field errors on the fields they name", () => {
    const error = new ApiError('ValidationError', 'Invalid input', 400, [
      { path: 'body.subject', message: 'At most 150 characters' },
      { path: 'body.message', message: messages.inquiryIncomplete },
    ]);
    expect(serverProblems(error, { ...emptyInquiry, subject: 'Other' })).toEqual({
      otherSubject: 'At most 150 characters',
      message: messages.inquiryIncomplete,
    });
  });
});
