import type { Database, Queryable } from '@wbn/db';
import type { BusinessAccess } from '@wbn/contracts';
import { AppError } from '../../lib/app-error.ts';
import { businessRepository as repo } from './business.repository.ts';

/** Who is asking: a signed-in user, or null for a visitor. */
export interface Viewer {
  userID: string;
}

export const managers: readonly BusinessAccess[] = ['owner', 'admin'];
export const everyone: readonly BusinessAccess[] = ['owner', 'admin', 'member'];

/** What `authorise` found: the viewer's role and the business's tier. */
export interface Authorised {
  access: BusinessAccess;
  subscription: string | null;
}

/**
 * Who may do what in a business. Built before the files service (which asks it whether a user may
 * put images on a business) and the business service (which checks every write with it).
 */
export function createBusinessAccess(db: Database) {
  return {
    /**
     * 404 for an unknown business, 403 when the viewer's role is not among `allowed`. Given a
     * transaction, the business row stays locked until it ends, so a role change or removal
     * cannot slip between this check and the caller's write.
     */
    async authorise(
      viewer: Viewer,
      businessID: string,
      allowed: readonly BusinessAccess[],
      tx?: Queryable,
    ): Promise<Authorised> {
      const found = await repo.access(tx ?? db, businessID, viewer.userID, tx !== undefined);
      if (!found.exists) throw AppError.notFound('The business');
      const access = found.access;
      if (!access || !allowed.includes(access)) {
        throw AppError.forbidden(
          allowed.includes('member')
            ? 'Only the people of this business may do this'
            : 'Only the owner or an admin of this business may do this',
        );
      }
      return { access, subscription: found.subscription };
    },

    /** May this user put images on this business (owner or admin)? */
    async canManage(userID: string, businessID: string): Promise<boolean> {
      const { access } = await repo.access(db, businessID, userID, false);
      return access === 'owner' || access === 'admin';
    },

    /** The viewer's role in a business (404 when it does not exist). */
    async accessOf(businessID: string, viewer: Viewer | null): Promise<BusinessAccess | null> {
      const { exists, access } = await repo.access(db, businessID, viewer?.userID ?? null, false);
      if (!exists) throw AppError.notFound('The business');
      return access;
    },
  };
}

export type BusinessAccessService = ReturnType<typeof createBusinessAccess>;
