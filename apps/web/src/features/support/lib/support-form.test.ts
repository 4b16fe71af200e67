import { describe, expect, it } from 'vitest';
import { supportBody } from './support-form.ts';

const businessID = '6a1f0c2e-8b9d-4e3f-a7c6-5d4b3a2e1f00';
const words = { subject: 'S', message: 'M', hours: 'H' };

describe('the support form', () => {
  it('sends the trimmed subject and message with whole or half hours within those left', () => {
    expect(
      supportBody(businessID, { subject: ' Catalogue ', message: ' Help ', hours: '1.5' }, 4, words),
    ).toEqual({
      body: { businessID, subject: 'Catalogue', message: 'Help', hours: 1.5 },
    });
  });

  it('names each field to fix', () => {
    expect(supportBody(businessID, { subject: ' ', message: '', hours: '0.3' }, 4, words)).toEqual({
      errors: { subject: 'S', message: 'M', hours: 'H' },
    });
    for (const hours of ['0', '', '4.5', 'two'])
      expect(supportBody(businessID, { subject: 'a', message: 'b', hours }, 4, words)).toEqual({
        errors: { hours: 'H' },
      });
  });
});
