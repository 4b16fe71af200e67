import type { Database } from '@wbn/db';
import type { IndustryTree } from '@wbn/contracts';
import { AppError } from '../../lib/app-error.ts';
import { catsysRepository as repo } from './catsys.repository.ts';

/** The category system is reference data: loaded once per process and served from memory. */
export function createCatsysService(db: Database) {
  let tree: Promise<IndustryTree[]> | undefined;
  const fullTree = () => {
    if (!tree) {
      tree = repo.fullTree(db);
      tree.catch(() => (tree = undefined));
    }
    return tree;
  };
  return {
    fullTree,
    industries: () => repo.industries(db),
    async categories(industryId: string) {
      const industry = (await fullTree()).find((i) => i.id === industryId || i.key === industryId);
      if (!industry) throw AppError.notFound(`Industry ${industryId}`);
      return repo.categories(db, industry.id);
    },
  };
}

export type CatsysService = ReturnType<typeof createCatsysService>;
