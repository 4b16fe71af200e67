import { businessHref, uuidFromRouteParam, portalOrigin, sourceLanguage } from '@wbn/contracts';
import { organizationJsonLd } from '../../web/json-ld.ts';
import { registerSitemapSource } from '../../web/sitemap-registry.ts';
import { goneHead, registerPageHead } from '../../web/page-head.ts';
import { cutText } from '../../lib/text.ts';
import type { CrawlerPages } from '../../web/crawler-pages.ts';
import type { RefDataService } from '../ref-data/ref-data.service.ts';
import type { BusinessService } from './business.service.ts';

/**
 * What crawlers see of business pages: every business in the sitemap, and the page's title
 * (company name and the first 64 characters of the short description, per the spec), description
 * and Organization JSON-LD in the served HTML.
 */
export function registerBusinessSeo(
  pages: CrawlerPages,
  business: BusinessService,
  refData: RefDataService,
): void {
  registerSitemapSource(pages.sitemapSources, {
    name: 'businesses',
    count: () => business.sitemapCount(),
    entries: async (offset, limit) =>
      (await business.sitemapPage(offset, limit)).map((b) => ({
        path: businessHref(b.companyName, b.businessId),
        lastmod: b.updatedAt,
        changefreq: 'weekly' as const,
      })),
  });

  registerPageHead(pages.pageHeads, '/business/:id', async (params, portal) => {
    const id = uuidFromRouteParam(params.id);
    if (!id) return null;
    const row = await business.pageFacts(id);
    if (!row) return null;
    if (row.hiddenAt) return goneHead;
    // In English: a page head is not told its page's language yet (decision 0031).
    const ref = await refData.lookup(sourceLanguage);
    const origin = portalOrigin(portal, pages.publicUrl);
    const short = cutText(row.shortDescription);
    const contact = row.contactInfo as {
      email?: string;
      phone?: { countryCode?: string; businessPhoneNumber?: string };
    };
    return {
      title: short ? `${row.companyName}: ${short}` : row.companyName,
      description: cutText(row.shortDescription, 300),
      ...(row.logoUrl ? { image: `${origin}${row.logoUrl}` } : {}),
      jsonLd: [
        organizationJsonLd({
          name: row.companyName,
          url: `${origin}${businessHref(row.companyName, row.businessId)}`,
          logo: row.logoUrl ? `${origin}${row.logoUrl}` : null,
          description: row.shortDescription,
          country: ref.country(row.countryCode)?.countryName ?? row.countryCode,
          foundingYear: row.yearEstablished,
          email: contact.email ?? null,
          telephone: contact.phone?.businessPhoneNumber
            ? `${contact.phone.countryCode ?? ''} ${contact.phone.businessPhoneNumber}`.trim()
            : null,
        }),
      ],
    };
  });
}
