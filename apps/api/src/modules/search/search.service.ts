import {
  lastRegisteredDefaultTypes,
  limits,
  searchTypeName,
  sourceLanguage,
  type BusinessSearchInput,
  type BusinessSearchResponse,
  type LastRegisteredResponse,
  type ProductSearchInput,
  type ProductSearchResponse,
  type UserSearchInput,
  type UserSearchResponse,
  type UiLanguage,
} from '@wbn/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { BusinessService } from '../business/business.service.ts';
import type { ProductService } from '../product/product.service.ts';
import type { AdViewer, PromotionService } from '../promotion/promotion.service.ts';
import type { RefDataService } from '../ref-data/ref-data.service.ts';
import type { UserService } from '../user/user.service.ts';
import type { SearchIndex } from './search.index.ts';

export interface SearchServiceDeps {
  index: SearchIndex;
  refData: RefDataService;
  business: BusinessService;
  products: ProductService;
  users: UserService;
  promotion: PromotionService;
}

/**
 * Search rules: known country codes only (the body's format is checked by the contracts); the
 * index finds the page's ids (the text searched in the reader's language and in English), and each result is built by its own module, as its page shows it,
 * with its reference values named in the reader's language.
 */
export function createSearchService({
  index,
  refData,
  business,
  products,
  users,
  promotion,
}: SearchServiceDeps) {
  async function checkCountry(country: string | undefined): Promise<void> {
    if (country && !(await refData.lookup(sourceLanguage)).country(country)) {
      throw AppError.field('country', `Unknown country code ${country}`);
    }
  }

  const businessResult = (card: Awaited<ReturnType<BusinessService['cards']>>[number]) => ({
    businessProfile: card,
    reactions: card.reactions,
  });

  return {
    async businesses(input: BusinessSearchInput, language: UiLanguage): Promise<BusinessSearchResponse> {
      await checkCountry(input.country);
      const hits = await index.query('business', { ...input, language }, input);
      return {
        results: (await business.cards(hits.ids, language)).map(businessResult),
        total_results: hits.total,
        total_capped: hits.totalCapped,
      };
    },

    /**
     * A page of products, with up to two sponsored ones first: running boosts whose products the
     * search finds, not yet shown this viewer too often today (decision 0022). Each is left out
     * of the page's other results; without running boosts this costs nothing more.
     */
    async products(
      input: ProductSearchInput,
      viewer: AdViewer,
      language: UiLanguage,
    ): Promise<ProductSearchResponse> {
      await checkCountry(input.country);
      const running = await promotion.runningProducts();
      const [hits, matched] = await Promise.all([
        index.query('product', { ...input, language }, input),
        index.matchingProducts(
          input.textQuery,
          input,
          running.map((r) => r.targetId),
          language,
        ),
      ]);
      const found = new Set(matched);
      const sponsored = await promotion.sponsorProducts(
        viewer,
        running.filter((r) => found.has(r.targetId)),
      );
      const boostOf = new Map(sponsored.map((s) => [s.targetId, s.boostId]));
      const organic = hits.ids.filter((id) => !boostOf.has(id));
      const page = await products.byIds([...boostOf.keys(), ...organic], language);
      return {
        results: page.map((product) => {
          const boostID = boostOf.get(product.productID);
          return boostID ? { ...product, sponsored: { boostID } } : product;
        }),
        total_results: hits.total,
        total_capped: hits.totalCapped,
      };
    },

    async users(input: UserSearchInput, language: UiLanguage): Promise<UserSearchResponse> {
      await checkCountry(input.country);
      const hits = await index.query('user', { ...input, language }, input);
      return {
        profiles: await users.publicProfiles(hits.ids, language),
        totalResults: hits.total,
        totalCapped: hits.totalCapped,
      };
    },

    async lastRegistered(
      query: { types?: string[] | undefined; perType?: number | undefined },
      language: UiLanguage,
    ) {
      const ref = await refData.lookup(language);
      const types = [...new Set(query.types ?? lastRegisteredDefaultTypes)];
      const newest = await index.newestByType(types, query.perType ?? limits.latestRegisteredPerGroup);
      const cards = new Map(
        (
          await business.cards(
            newest.map((n) => n.id),
            language,
          )
        ).map((c) => [c.businessID, c]),
      );
      const answer: LastRegisteredResponse = {
        groups: types.map((code) => ({
          businessType: ref.businessType(code) ?? { code, name: searchTypeName(code) },
          results: newest
            .filter((n) => n.type === code && cards.has(n.id))
            .map((n) => businessResult(cards.get(n.id)!)),
        })),
      };
      return answer;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
