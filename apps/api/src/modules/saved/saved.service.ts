import { savedLimits, type SavedList, type SavedResourceType, type UiLanguage } from '@wbn/contracts';
import type { Database } from '@wbn/db';
import { AppError } from '../../lib/app-error.ts';
import type { BusinessService, Viewer } from '../business/business.service.ts';
import type { ProductService } from '../product/product.service.ts';
import { savedRepository as repo } from './saved.repository.ts';

export interface SavedServiceDeps {
  business: BusinessService;
  products: ProductService;
}

const labels = { product: 'The product', business: 'The business' } as const;

/** A user's saved products and businesses: private, each once, at most savedLimits.perUser. */
export function createSavedService(db: Database, { business, products }: SavedServiceDeps) {
  return {
    async save(viewer: Viewer, type: SavedResourceType, id: string): Promise<{ saved: boolean }> {
      await db.transaction(async (tx) => {
        if (!(await repo.resourceExists(tx, type, id))) throw AppError.notFound(labels[type]);
        await repo.lockUser(tx, viewer.userID);
        if (await repo.isSaved(tx, viewer.userID, type, id)) return;
        if ((await repo.countOf(tx, viewer.userID)) >= savedLimits.perUser) {
          throw new AppError(
            'LimitReached',
            `You may save at most ${savedLimits.perUser} products and businesses`,
          );
        }
        await repo.save(tx, viewer.userID, type, id);
      });
      return { saved: true };
    },

    async unsave(viewer: Viewer, type: SavedResourceType, id: string): Promise<{ saved: boolean }> {
      await repo.unsave(db, viewer.userID, type, id);
      return { saved: false };
    },

    async check(viewer: Viewer, type: SavedResourceType, id: string): Promise<{ saved: boolean }> {
      return { saved: await repo.isSaved(db, viewer.userID, type, id) };
    },

    /** GET /api/saved: newest first; things removed since they were saved are left out. */
    async list(viewer: Viewer, language: UiLanguage): Promise<SavedList> {
      const rows = await repo.list(db, viewer.userID);
      const ids = (type: SavedResourceType) => rows.filter((r) => r.type === type).map((r) => r.id);
      const [productList, businessList] = await Promise.all([
        products.byIds(ids('product'), language),
        business.cards(ids('business'), language),
      ]);
      return { products: productList, businesses: businessList };
    },
  };
}

export type SavedService = ReturnType<typeof createSavedService>;
