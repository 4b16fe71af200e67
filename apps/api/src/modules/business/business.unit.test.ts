import { describe, expect, it } from 'vitest';
import { productLimitFor, productLimitMessage, subscriptionLabel } from '@wbn/contracts';
import { businessKey } from './business.rules.ts';
import { cutText } from '../../lib/text.ts';

describe('businessKey', () => {
  it('is an ASCII slug of the name plus 8 random characters', () => {
    expect(businessKey('Café Niño / Hermanos Ñandú S.A.')).toMatch(
      /^cafe-nino-hermanos-nandu-s-a-[a-z0-9]{8}$/,
    );
    expect(businessKey('東京')).toMatch(/^[a-z0-9]{8}$/);
    expect(businessKey('x'.repeat(100)).length).toBe(40 + 1 + 8);
    expect(businessKey('Acme')).not.toBe(businessKey('Acme'));
  });
});

describe('tiers', () => {
  it('caps products per tier; no subscription is standard', () => {
    expect([null, 'standard', 'gold', 'premium', 'platinum', 'unknown'].map(productLimitFor)).toEqual([
      7, 7, 20, 50, 100, 7,
    ]);
    expect(productLimitMessage('premium')).toBe(
      'Your Premium membership allows up to 50 products. Upgrade your membership to add more.',
    );
    expect(subscriptionLabel(null)).toBe('STANDARD');
    expect(subscriptionLabel('gold')).toBe('GOLD');
  });
});

describe('cutText', () => {
  it('keeps short texts and cuts long ones at a word, within 64 characters plus an ellipsis', () => {
    expect(cutText('Short one.')).toBe('Short one.');
    const cut = cutText('word '.repeat(30));
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(65);
    expect(cutText('x'.repeat(100))).toBe(`${'x'.repeat(64)}…`);
  });
});
