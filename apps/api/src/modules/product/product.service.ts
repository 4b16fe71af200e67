import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '@wbn/db';
import {
  moderationMessages,
  okEnvelope,
  productLimitFor,
  productSchema,
  sourceLanguage,
  productLimitMessage,
  type ImageRef,
  type Product,
  type ProductsByBusinessResponse,
  type createProductSchema,
  type productInputSchema,
  type UiLanguage,
} from '@wbn/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { hiddenNoticeOf } from '../../lib/hidden-notice.ts';
import { jsonOf } from '../../lib/read-cache-json.ts';
import { ok } from '../../lib/envelope.ts';
import type { FilesService } from '../files/files.service.ts';
import { managers, type BusinessService, type Viewer } from '../business/business.service.ts';
import type { RefDataService, RefLookup } from '../ref-data/ref-data.service.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import type { CachedProduct } from '../../lib/read-caches.ts';
import { toProduct } from './product.mapper.ts';
import { createProductRead, type ProductJson } from './product.read.ts';

// The photo rule a search card shares with the product page.
export { productPhotos } from './product.mapper.ts';
import { productRepository as repo, type ProductChanges, type ProductRow } from './product.repository.ts';

type Input = z.output<typeof productInputSchema>;
type CreateInput = z.output<typeof createProductSchema>;

export interface ProductServiceDeps {
  business: BusinessService;
  files: FilesService;
  refData: RefDataService;
  /** The whole body of GET /api/product/{id}, by product id (see product.read.ts). */
  cache: ReadCache<CachedProduct>;
}

/**
 * The rules of products: reads are public; writes belong to the business's owner and admins
 * (checked inside each write's transaction, under the business row's lock, so concurrent
 * creations cannot pass the tier's product cap together, nor a removed admin slip a write through).
 */
export function createProductService(db: Database, deps: ProductServiceDeps) {
  const { business, files, refData } = deps;

  /**
   * GET /api/product/{id}: public; its industry, categories and country named in `language`. A
   * hidden product (decision 0025) is gone (410) for all but its business's members, who read it
   * with why.
   */
  async function get(
    productID: string,
    language: UiLanguage,
    viewer: Viewer | null = null,
  ): Promise<Product> {
    const [ref, found] = await Promise.all([refData.lookup(language), repo.withBusiness(db, productID)]);
    if (!found) throw AppError.notFound('The product');
    const product = toProduct(found.row, { row: found.business, categoryIds: found.categoryIds }, ref);
    const hidden = await hiddenNoticeOf(db, found.row, language);
    if (!hidden) return product;
    if (!viewer || !(await business.accessOf(found.row.businessId, viewer))) {
      throw new AppError('Gone', moderationMessages.hidden);
    }
    return { ...product, hidden };
  }
  const cachedBody = createProductRead((id, language) => get(id, language), deps.cache);
  const productEnvelope = okEnvelope(productSchema);

  /** The body of GET /api/product/{id}: the cached public one, or a member's view of a hidden one. */
  async function body(productID: string, language: UiLanguage, viewer: Viewer | null = null) {
    try {
      return await cachedBody(productID, language);
    } catch (err) {
      if (!(err instanceof AppError) || err.name !== 'Gone' || !viewer) throw err;
      return jsonOf(productEnvelope, ok(await get(productID, language, viewer)));
    }
  }

  async function withBusiness(rows: ProductRow[], ref: RefLookup): Promise<Product[]> {
    const summaries = await business.summaries(rows.map((r) => r.businessId));
    return rows.map((r) => toProduct(r, summaries.get(r.businessId)!, ref));
  }

  function checkTaxonomy(ref: RefLookup, body: Input) {
    if (!ref.industry(body.industry)) throw AppError.badRequest('body.industry', 'Unknown industry');
    const category = ref.category(body.category);
    if (!category) throw AppError.badRequest('body.category', 'Unknown category');
    if (category.industryId !== body.industry) {
      throw AppError.badRequest('body.category', 'This category does not belong to the chosen industry');
    }
    if (body.subCategory) {
      const sub = ref.subCategory(body.subCategory);
      if (!sub) throw AppError.badRequest('body.subCategory', 'Unknown subcategory');
      if (sub.categoryId !== body.category) {
        throw AppError.badRequest(
          'body.subCategory',
          'This subcategory does not belong to the chosen category',
        );
      }
    }
  }

  async function resolveImage(
    tx: Queryable,
    viewer: Viewer,
    businessID: string,
    ref: ImageRef,
    current: Set<string>,
    field: string,
  ): Promise<string> {
    if ('url' in ref) {
      if (!current.has(ref.url))
        throw AppError.badRequest(field, 'This image is not one of the product’s images');
      return ref.url;
    }
    try {
      const image = await files.attach(
        { token: ref.token, userID: viewer.userID, purposes: ['productImage'], businessID },
        tx,
      );
      return image.url;
    } catch (err) {
      if (err instanceof AppError && err.errors?.some((e) => e.path === 'token')) {
        throw AppError.badRequest(field, err.message);
      }
      throw err;
    }
  }

  /** The columns of a product from its body, attaching new images inside the caller's transaction. */
  async function columnsFrom(
    tx: Queryable,
    viewer: Viewer,
    businessID: string,
    body: Input,
    current: ProductRow | null,
  ): Promise<ProductChanges> {
    const known = new Set<string>(
      current ? [current.mainImageUrl ?? '', ...current.images.map((i) => i.url)] : [],
    );
    known.delete('');
    let mainImageUrl: string | null | undefined;
    if (body.mainImage === null) mainImageUrl = null;
    else if (body.mainImage) {
      mainImageUrl = await resolveImage(tx, viewer, businessID, body.mainImage, known, 'body.mainImage');
    }
    const images: { url: string }[] = [];
    for (const [i, image] of body.images.entries()) {
      const url = await resolveImage(tx, viewer, businessID, image, known, `body.images.${i}`);
      if (!images.some((x) => x.url === url)) images.push({ url });
    }
    const oldVideos = new Map((current?.videos ?? []).map((v) => [v.url, v.videoID]));
    const videos = body.videos.map((v) => ({ videoID: oldVideos.get(v.url) ?? randomUUID(), url: v.url }));
    const changes: ProductChanges = {
      name: body.name,
      keywords: [...new Set(body.keywords)],
      description: body.description,
      industryId: body.industry,
      categoryId: body.category,
      subCategoryId: body.subCategory ?? null,
      specs: body.specs,
      leadTime: body.leadTime ?? null,
      stock: body.stock,
      images,
      videos,
    };
    if (mainImageUrl !== undefined) changes.mainImageUrl = mainImageUrl;
    // The author's word wins; absent, the repository detects it from the name and description.
    if (body.language) changes.language = body.language;
    return changes;
  }

  return {
    /** GET /api/product/by-business?bid=: public; owners and admins also get the cap and the count. */
    async byBusiness(
      businessID: string,
      viewer: Viewer | null,
      language: UiLanguage,
    ): Promise<ProductsByBusinessResponse> {
      const access = await business.accessOf(businessID, viewer);
      const [ref, rows] = await Promise.all([
        refData.lookup(language),
        repo.byBusiness(db, businessID, access !== null),
      ]);
      const session: ProductsByBusinessResponse['session'] = { access };
      if (access === 'owner' || access === 'admin') {
        const { subscription } = (await business.summaries([businessID])).get(businessID)!.row;
        session.productLimit = productLimitFor(subscription);
        session.productCount = rows.length;
        session.limitMessage = productLimitMessage(subscription);
      }
      const products = await withBusiness(rows, ref);
      // Its members see its hidden products too, each with why (decision 0025).
      const data = await Promise.all(
        products.map(async (product, i) => {
          const hidden = await hiddenNoticeOf(db, rows[i]!, language);
          return hidden ? { ...product, hidden } : product;
        }),
      );
      return { data, total: rows.length, session };
    },

    /** Products as their pages show them, in the order of `productIDs` (unknown ids left out). */
    async byIds(productIDs: string[], language: UiLanguage): Promise<Product[]> {
      const [ref, rows] = await Promise.all([
        refData.lookup(language),
        repo.withBusinessByIds(db, productIDs),
      ]);
      const byId = new Map(rows.map((r) => [r.row.productId, r]));
      return productIDs.flatMap((id) => {
        const found = byId.get(id);
        return found
          ? [toProduct(found.row, { row: found.business, categoryIds: found.categoryIds }, ref)]
          : [];
      });
    },

    get,

    /** GET /api/product/{id} as the JSON it sends, through the read cache. */
    body,

    /**
     * What a product page's head shows crawlers: the product as its API answer has it (cached), in
     * English (a page head is not told its page's language yet).
     */
    async pageFacts(productID: string): Promise<ProductJson> {
      return (JSON.parse(await cachedBody(productID, sourceLanguage)) as { data: ProductJson }).data;
    },

    /** The sitemap's product pages: how many, and a page of them in a stable order. */
    sitemapCount: () => repo.countAll(db),
    sitemapPage: (offset: number, limit: number) => repo.sitemapPage(db, offset, limit),

    /** POST /api/product: owner or admin of the business; within the tier's product cap. */
    async create(viewer: Viewer, body: CreateInput, language: UiLanguage): Promise<Product> {
      checkTaxonomy(await refData.lookup(sourceLanguage), body);
      if ([body.mainImage, ...body.images].some((i) => i && 'url' in i)) {
        throw AppError.badRequest('body.images', 'A new product takes new images (upload tokens) only');
      }
      const id = await db.transaction(async (tx) => {
        const { subscription } = await business.authorise(viewer, body.businessID, managers, tx);
        if ((await repo.countByBusiness(tx, body.businessID)) >= productLimitFor(subscription)) {
          throw new AppError('LimitReached', productLimitMessage(subscription));
        }
        const columns = await columnsFrom(tx, viewer, body.businessID, body, null);
        const row = await repo.insert(tx, {
          ...columns,
          businessId: body.businessID,
          name: body.name,
          industryId: body.industry,
          categoryId: body.category,
        });
        await repo.inheritHidden(tx, row.productId);
        return row.productId;
      });
      return get(id, language);
    },

    /** PUT /api/product/{id}: owner or admin of the product's business; the product is replaced. */
    async update(viewer: Viewer, productID: string, body: Input, language: UiLanguage): Promise<Product> {
      checkTaxonomy(await refData.lookup(sourceLanguage), body);
      await db.transaction(async (tx) => {
        const current = await owned(tx, viewer, productID);
        await repo.update(tx, productID, await columnsFrom(tx, viewer, current.businessId, body, current));
      });
      return get(productID, language);
    },

    /** DELETE /api/product/{id}: owner or admin. */
    async delete(viewer: Viewer, productID: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await owned(tx, viewer, productID);
        await repo.delete(tx, current.businessId, productID);
      });
    },
  };

  /** The product, once the viewer is checked as a manager of its business (row locked till commit). */
  async function owned(tx: Queryable, viewer: Viewer, productID: string): Promise<ProductRow> {
    const found = await repo.byId(tx, productID);
    if (!found) throw AppError.notFound('The product');
    await business.authorise(viewer, found.businessId, managers, tx);
    const current = await repo.byId(tx, productID);
    if (!current) throw AppError.notFound('The product');
    return current;
  }
}

export type ProductService = ReturnType<typeof createProductService>;
