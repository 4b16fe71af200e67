import { describe, expect, it } from 'vitest';
import { uiLanguages } from '@wbn/contracts';
import { productByCompany } from './product-page-texts.ts';

describe("a product page's description without one of its own", () => {
  it('keeps the English as it was', () => {
    expect(productByCompany.en('Gear box', 'Acme')).toBe('Gear box by Acme');
  });

  it.each(uiLanguages.filter((l) => l !== 'en'))('names the product and its company in %s', (language) => {
    const text = productByCompany[language]('Gear box', 'Acme');
    expect(text).toContain('Gear box');
    expect(text).toContain('Acme');
    expect(text).not.toBe(productByCompany.en('Gear box', 'Acme'));
  });
});
