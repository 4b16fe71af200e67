import { productLongName, productName } from '@wbn/contracts';

/**
 * Builders for the structured data (schema.org JSON-LD) that page-head resolvers put in the
 * served HTML. The businesses and products modules call organizationJsonLd / productJsonLd from
 * their registerPageHead() resolvers for /business/:id and /business-product/:id.
 */
export function organizationJsonLd(b: {
  name: string;
  url: string;
  logo?: string | null;
  description?: string | null;
  country?: string | null;
  foundingYear?: number | string | null;
  email?: string | null;
  telephone?: string | null;
}): object {
  return clean({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: b.name,
    url: b.url,
    logo: b.logo,
    description: b.description,
    foundingDate: b.foundingYear ? String(b.foundingYear) : undefined,
    email: b.email,
    telephone: b.telephone,
    address: b.country ? { '@type': 'PostalAddress', addressCountry: b.country } : undefined,
  });
}

export function productJsonLd(p: {
  name: string;
  url: string;
  description?: string | null;
  image?: string[] | null;
  brand?: string | null;
  category?: string | null;
  sku?: string | null;
}): object {
  return clean({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    url: p.url,
    description: p.description,
    image: p.image?.length ? p.image : undefined,
    brand: p.brand ? { '@type': 'Brand', name: p.brand } : undefined,
    category: p.category,
    sku: p.sku,
  });
}

/** The network itself, on its About us and Contact us pages. */
export function networkJsonLd(origin: string, supportEmail: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: `${productLongName} (${productName})`,
    alternateName: productName,
    url: origin,
    foundingDate: '2000',
    email: supportEmail,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: supportEmail,
        availableLanguage: ['en', 'es', 'it'],
      },
    ],
  };
}

function clean(o: Record<string, unknown>): object {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}
