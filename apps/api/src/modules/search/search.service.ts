import {
  lastRegisteredDefaultTypes,
  limits,
  searchTypeName,
  type BusinessSearchInput,
  type BusinessSearchResponse,
  type LastRegisteredResponse,
  type ProductSearchInput,
  type ProductSearchResponse,
  type UserSearchInput,
  type UserSearchResponse,
  searchBounds,
} from '@wbn/contracts';
import type { Database } from '@wbn/db';
import { AppError } from '../../lib/app-error.ts';
import type { RefDataService, RefLookup } from '../ref-data/ref-data.service.ts';
import { toBusinessResult, toProductResult, toUserResult } from './search.mapper.ts';
import { searchRepository as repo } from './search.repository.ts';

/** The capped count as the API reports it: at most countCap, and whether there were more. */
function totalOf(total: number): { total: number; capped: boolean } {
  return total > searchBounds.countCap
    ? { total: searchBounds.countCap, capped: true }
    : { total, capped: false };
}

/**
 * Search rules: known country codes only (the body's format is checked by the contracts), then
 * one statement for the page and its count (search.sql.ts).
 */
export function createSearchService(db: Database, refData: RefDataService) {
  async function prepare(input: { country?: string | undefined }): Promise<RefLookup> {
    const ref = await refData.lookup();
    if (input.country && !ref.country(input.country)) {
      throw AppError.field('country', `Unknown country code ${input.country}`);
    }
    return ref;
  }

  return {
    async businesses(input: BusinessSearchInput): Promise<BusinessSearchResponse> {
      const ref = await prepare(input);
      const page = await repo.businesses(db, input);
      const { total, capped } = totalOf(page.total);
      return {
        results: page.rows.map((r) => toBusinessResult(r, ref)),
        total_results: total,
        total_capped: capped,
      };
    },

    async products(input: ProductSearchInput): Promise<ProductSearchResponse> {
      const ref = await prepare(input);
      const page = await repo.products(db, input);
      const { total, capped } = totalOf(page.total);
      return {
        results: page.rows.map((r) => toProductResult(r, ref)),
        total_results: total,
        total_capped: capped,
      };
    },

    async users(input: UserSearchInput): Promise<UserSearchResponse> {
      const ref = await prepare(input);
      const page = await repo.users(db, input);
      const { total, capped } = totalOf(page.total);
      return {
        profiles: page.rows.map((r) => toUserResult(r, ref)),
        totalResults: total,
        totalCapped: capped,
      };
    },

    async lastRegistered(query: { types?: string[] | undefined; perType?: number | undefined }) {
      const ref = await refData.lookup();
      const types = [...new Set(query.types ?? lastRegisteredDefaultTypes)];
      const rows = await repo.lastRegistered(db, types, query.perType ?? limits.latestRegisteredPerGroup);
      const answer: LastRegisteredResponse = {
        groups: types.map((code) => ({
          businessType: ref.businessType(code) ?? { code, name: searchTypeName(code) },
          results: rows.filter((r) => r.group_code === code).map((r) => toBusinessResult(r, ref)),
        })),
      };
      return answer;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
