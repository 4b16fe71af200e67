import type { Database } from '@wbn/db';
import type { IndustryTree, UiLanguage } from '@wbn/contracts';
import { AppError } from '../../lib/app-error.ts';
import { catsysRepository as repo } from './catsys.repository.ts';

/**
 * The category system is reference data: the tree is loaded once per process and language and
 * served from memory, keyed by its language (a tree in one language is never another's answer).
 */
export function createCatsysService(db: Database) {
  const trees = new Map<UiLanguage, Promise<IndustryTree[]>>();
  const fullTree = (language: UiLanguage) => {
    let tree = trees.get(language);
    if (!tree) {
      tree = repo.fullTree(db, language);
      trees.set(language, tree);
      tree.catch(() => trees.delete(language));
    }
    return tree;
  };
  return {
    fullTree,
    industries: (language: UiLanguage) => repo.industries(db, language),
    async categories(industryId: string, language: UiLanguage) {
      const industry = (await fullTree(language)).find((i) => i.id === industryId || i.key === industryId);
      if (!industry) throw AppError.notFound(`Industry ${industryId}`);
      return repo.categories(db, industry.id, language);
    },
  };
}

export type CatsysService = ReturnType<typeof createCatsysService>;
