import type { BusinessAccess, BusinessMember } from '@wbn/contracts';
import type { Database, Queryable } from '@wbn/db';
import { AppError } from '../../lib/app-error.ts';
import { everyone, managers, type BusinessAccessService, type Viewer } from './business.access.ts';
import { membersRepository as repo } from './business.members.repository.ts';

/**
 * The people as `viewer` may see them: owner and admins, who manage the people, see every
 * e-mail address; a member sees names and roles, and only their own address.
 */
async function membersOf(
  db: Queryable,
  businessID: string,
  viewer: Viewer,
  access: BusinessAccess,
): Promise<BusinessMember[]> {
  const rows = await repo.members(db, businessID);
  const seesEmails = access === 'owner' || access === 'admin';
  return rows.map((r) => ({
    userID: r.userId,
    firstName: r.firstName,
    lastName: r.lastName,
    email: seesEmails || r.userId === viewer.userID ? r.email : null,
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
    /** Visible to its owner, admins and members. People join by invitation (business.invitations.ts). */
    async list(viewer: Viewer, businessID: string): Promise<BusinessMember[]> {
      const { access: role } = await access.authorise(viewer, businessID, everyone);
      return membersOf(db, businessID, viewer, role);
    },

    /** Owner or admin change a non-owner's role; the owner's role never changes here. */
    async changeRole(
      viewer: Viewer,
      businessID: string,
      userID: string,
      role: 'admin' | 'member',
    ): Promise<BusinessMember[]> {
      return db.transaction(async (tx) => {
        const { access: mine } = await access.authorise(viewer, businessID, managers, tx);
        const target = await repo.memberRole(tx, businessID, userID);
        if (!target) throw AppError.notFound('The member');
        if (target === 'owner') throw AppError.forbidden("The owner's role cannot be changed");
        await repo.setMemberRole(tx, businessID, userID, role);
        return membersOf(tx, businessID, viewer, mine);
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
