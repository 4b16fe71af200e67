import { uuidFromRouteParam, portalOrigin, productHref } from '@wbn/contracts';
import { productJsonLd } from '../../web/json-ld.ts';
import { registerSitemapSource } from '../../web/sitemap-registry.ts';
import { goneHead, registerPageHead } from '../../web/page-head.ts';
import { cutText } from '../../lib/text.ts';
import type { CrawlerPages } from '../../web/crawler-pages.ts';
import type { ProductService } from './product.service.ts';
import { productByCompany } from './product-page-texts.ts';

/**
 * Product pages for crawlers: every product in the sitemap; the served HTML's title is the
 * product's name and the first 64 characters of its description (the spec's page title), with
 * the Product JSON-LD.
 */
export function registerProductSeo(pages: CrawlerPages, service: ProductService): void {
  registerSitemapSource(pages.sitemapSources, {
    name: 'products',
    count: () => service.sitemapCount(),
    entries: async (offset, limit) =>
      (await service.sitemapPage(offset, limit)).map((p) => ({
        path: productHref(p.companyName, p.name, p.productId),
        lastmod: p.updatedAt,
        changefreq: 'weekly' as const,
      })),
  });

  registerPageHead(pages.pageHeads, '/business-product/:id', async (params, portal, language) => {
    const id = uuidFromRouteParam(params.id);
    if (!id) return null;
    let product;
    try {
      product = await service.pageFacts(id);
    } catch (err) {
      // Hidden by the operators: the page answers 410 (decision 0025).
      return err instanceof Error && err.name === 'Gone' ? goneHead : null;
    }
    const origin = portalOrigin(portal, pages.publicUrl);
    const company = product.businessProfile.general.companyName;
    const description = cutText(product.description);
    return {
      title: description ? `${product.name}: ${description}` : product.name,
      // Without a description of its own, the product and who offers it, in the page's language.
      description: cutText(product.description || productByCompany[language](product.name, company), 300),
      ...(product.mainImage ? { image: `${origin}${product.mainImage.url}` } : {}),
      jsonLd: [
        productJsonLd({
          name: product.name,
          url: `${origin}${productHref(company, product.name, product.productID)}`,
          description: product.description,
          image: product.photos.map((p) => `${origin}${p.url}`),
          brand: company,
          category: [product.industry.name, product.category.name, product.subCategory?.name]
            .filter(Boolean)
            .join(' > '),
          sku: product.productID,
        }),
      ],
    };
  });
}
