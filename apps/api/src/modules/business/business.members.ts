import type { BusinessAccess, BusinessMember } from '@wbn/contracts';
import type { Database, Queryable } from '@wbn/db';
import { AppError } from '../../lib/app-error.ts';
import { everyone, managers, type BusinessAccessService, type Viewer } from './business.access.ts';
import { businessRepository as repo } from './business.repository.ts';

async function membersOf(db: Queryable, businessID: string): Promise<BusinessMember[]> {
  const rows = await repo.members(db, businessID);
  return rows.map((r) => ({
    userID: r.userId,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    profilePhoto: r.profilePhotoUrl ? { url: r.profilePhotoUrl } : null,
    role: r.role as BusinessAccess,
    since: Math.floor(r.createdAt.getTime() / 1000),
  }));
}

/**
 * The people of a business. Every change checks the caller's role and the target's inside one
 * transaction holding the business row's lock, so two changes to one business run one at a time.
 */
export function createMembers(db: Database, access: BusinessAccessService) {
  return {
    /** Visible to its owner, admins and members. */
    async list(viewer: Viewer, businessID: string): Promise<BusinessMember[]> {
      await access.authorise(viewer, businessID, everyone);
      return membersOf(db, businessID);
    },

    /** Owner or admin add an existing user (by e-mail) as admin or member. */
    async add(
      viewer: Viewer,
      businessID: string,
      body: { email: string; role: 'admin' | 'member' },
    ): Promise<BusinessMember[]> {
      return db.transaction(async (tx) => {
        await access.authorise(viewer, businessID, managers, tx);
        const userID = await repo.userIdByEmail(tx, body.email);
        if (!userID) {
          throw new AppError('NotFound', 'No user with this e-mail is registered in the network', [
            { path: 'body.email', message: 'No user with this e-mail' },
          ]);
        }
        if (!(await repo.addMember(tx, businessID, userID, body.role))) {
          throw new AppError('Conflict', 'This user already belongs to the business', [
            { path: 'body.email', message: 'Already a member' },
          ]);
        }
        return membersOf(tx, businessID);
      });
    },

    /** Owner or admin change a non-owner's role; the owner's role never changes here. */
    async changeRole(
      viewer: Viewer,
      businessID: string,
      userID: string,
      role: 'admin' | 'member',
    ): Promise<BusinessMember[]> {
      return db.transaction(async (tx) => {
        await access.authorise(viewer, businessID, managers, tx);
        const target = await repo.memberRole(tx, businessID, userID);
        if (!target) throw AppError.notFound('The member');
        if (target === 'owner') throw AppError.forbidden("The owner's role cannot be changed");
        await repo.setMemberRole(tx, businessID, userID, role);
        return membersOf(tx, businessID);
      });
    },

    /**
     * Owner or admin remove a member or an admin; anyone but the owner may leave (remove
     * themselves). The owner is never removed.
     */
    async remove(viewer: Viewer, businessID: string, userID: string): Promise<void> {
      const self = userID === viewer.userID;
      await db.transaction(async (tx) => {
        await access.authorise(viewer, businessID, self ? everyone : managers, tx);
        const target = await repo.memberRole(tx, businessID, userID);
        if (!target) throw AppError.notFound('The member');
        if (target === 'owner') throw AppError.forbidden('The owner cannot be removed from the business');
        await repo.removeMember(tx, businessID, userID);
      });
    },
  };
}
