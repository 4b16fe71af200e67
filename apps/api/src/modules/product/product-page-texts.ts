import type { UiLanguage } from '@wbn/contracts';

/**
 * A product page's description for crawlers when the product has none: its name and its
 * company's, in the page's language. Worded so that nothing agrees with the product's gender or
 * elides before the company's first letter (French "de l'entreprise", not "d'Acme").
 */
export const productByCompany: Readonly<Record<UiLanguage, (product: string, company: string) => string>> = {
  en: (product, company) => `${product} by ${company}`,
  es: (product, company) => `${product}, un producto de ${company}`,
  pt: (product, company) => `${product}, um produto da empresa ${company}`,
  it: (product, company) => `${product}, un prodotto di ${company}`,
  de: (product, company) => `${product}, ein Produkt von ${company}`,
  fr: (product, company) => `${product}, un produit de l'entreprise ${company}`,
  zh: (product, company) => `${company} 的产品：${product}`,
};
