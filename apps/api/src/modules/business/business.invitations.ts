import type { FastifyBaseLogger } from 'fastify';
import {
  invitationLimitMessages,
  invitationLimits,
  type BusinessAccess,
  type BusinessInvitation,
  type InvitationAccepted,
  type InviteMember,
  type MemberRole,
  type MyInvitation,
  type UiLanguage,
} from '@wbn/contracts';
import type { Database, Queryable } from '@wbn/db';
import { AppError } from '../../lib/app-error.ts';
import { recipientLanguage } from '../../lib/mail-texts.ts';
import { managers, type BusinessAccessService, type Viewer } from './business.access.ts';
import { writeInvitationMail } from './business.invitation-mail.ts';
import { invitationRepository as invitations } from './business.invitations.repository.ts';
import { businessRepository as repo } from './business.repository.ts';
import { membersRepository } from './business.members.repository.ts';

const day = 86_400_000;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const nameOf = (first: string | null, last: string | null) =>
  first === null ? null : { firstName: first, lastName: last ?? '' };

/** Where the invitation mail goes and what it links to. */
export interface InvitationMailConfig {
  dataDir: string;
  publicUrl: string;
  supportEmail: string;
}

async function openOf(db: Queryable, businessID: string): Promise<BusinessInvitation[]> {
  return (await invitations.openOf(db, businessID)).map((r) => ({
    invitationID: r.invitationId,
    email: r.email,
    role: r.role,
    invitedBy: nameOf(r.inviterFirstName, r.inviterLastName),
    sent: seconds(r.createdAt),
    expires: seconds(r.expiresAt),
  }));
}

/**
 * Invitations to join a business (decision 0012). Owner and admins invite an e-mail address and
 * get the same answer whether or not an account uses it (the list of open invitations); nobody
 * becomes a member until the account with that address accepts. The limits (open invitations,
 * invitations a day) are counted inside the write's transaction, under the business row's lock.
 * The mail goes out after the commit; a failed one is logged, the invitation stays.
 */
export function createInvitations(
  db: Database,
  access: BusinessAccessService,
  mail: InvitationMailConfig,
  log: FastifyBaseLogger,
) {
  return {
    /** GET /api/business/{id}/invitations: owner or admin. */
    async list(viewer: Viewer, businessID: string): Promise<BusinessInvitation[]> {
      await access.authorise(viewer, businessID, managers);
      return openOf(db, businessID);
    },

    /**
     * POST /api/business/{id}/invitations: owner or admin; answers the open invitations. The mail
     * is in the invited account's language, or `requestLanguage` (the inviting request's) when
     * no account has the address.
     */
    async invite(
      viewer: Viewer,
      businessID: string,
      body: InviteMember,
      requestLanguage: UiLanguage,
    ): Promise<BusinessInvitation[]> {
      const now = Date.now();
      const done = await db.transaction(async (tx) => {
        await access.authorise(viewer, businessID, managers, tx);
        const invitee = await invitations.invitee(tx, businessID, body.email);
        // Telling "already a member" says nothing new: owner and admins see the people.
        if (invitee?.member) {
          throw new AppError('Conflict', 'This person already belongs to the business', [
            { path: 'body.email', message: 'Already a member' },
          ]);
        }
        await invitations.purge(tx, businessID, new Date(now - invitationLimits.daysOpen * day));
        const pending = await invitations.pendingFor(tx, businessID, body.email);
        if (!pending || pending.expiresAt.getTime() <= now) {
          const counts = await invitations.counts(tx, businessID, new Date(now - day));
          if (counts.open >= invitationLimits.openPerBusiness) {
            throw new AppError('LimitReached', invitationLimitMessages.open);
          }
          if (counts.sent >= invitationLimits.sentPerDay) {
            throw new AppError('LimitReached', invitationLimitMessages.perDay);
          }
        }
        const saved = await invitations.upsert(tx, {
          businessId: businessID,
          email: body.email,
          role: body.role,
          invitedBy: viewer.userID,
          expiresAt: new Date(now + invitationLimits.daysOpen * day),
        });
        const business = await repo.byId(tx, businessID);
        return {
          ...saved,
          companyName: business!.companyName,
          language: recipientLanguage(invitee, requestLanguage),
          list: await openOf(tx, businessID),
        };
      });
      if (done.created) {
        const mine = done.list.find((x) => x.invitationID === done.invitationId);
        const inviter = mine?.invitedBy;
        await writeInvitationMail({
          ...mail,
          invitationID: done.invitationId,
          to: body.email,
          language: done.language,
          role: body.role,
          companyName: done.companyName,
          inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : null,
          sent: new Date(now),
        })
          .then((path) => log.info({ invitationID: done.invitationId, mail: path }, 'invitation mailed'))
          .catch((err: unknown) =>
            log.error({ err, invitationID: done.invitationId }, 'invitation stored but its mail failed'),
          );
      }
      return done.list;
    },

    /** DELETE /api/business/{id}/invitations/{invitationID}: owner or admin. */
    async withdraw(viewer: Viewer, businessID: string, invitationID: string): Promise<void> {
      await db.transaction(async (tx) => {
        await access.authorise(viewer, businessID, managers, tx);
        if (!(await invitations.close(tx, invitationID, 'withdrawn', { businessId: businessID }))) {
          throw AppError.notFound('The invitation');
        }
      });
    },

    /** GET /api/business/invitations/mine: the open invitations to the viewer's e-mail address. */
    async mine(viewer: Viewer): Promise<MyInvitation[]> {
      return (await invitations.openFor(db, viewer.userID)).map((r) => ({
        invitationID: r.invitationId,
        role: r.role,
        business: {
          businessID: r.businessId,
          companyName: r.companyName,
          profilePhoto: r.logoUrl ? { url: r.logoUrl } : null,
        },
        invitedBy: nameOf(r.inviterFirstName, r.inviterLastName),
        sent: seconds(r.createdAt),
        expires: seconds(r.expiresAt),
      }));
    },

    /**
     * POST /api/business/invitations/{invitationID}/accept: the invited account joins with the
     * invitation's role, under the business row's lock like every change of its people.
     */
    async accept(viewer: Viewer, invitationID: string): Promise<InvitationAccepted> {
      return db.transaction(async (tx) => {
        const found = await invitations.openForUser(tx, invitationID, viewer.userID, false);
        if (!found) throw AppError.notFound('The invitation');
        if (!(await repo.access(tx, found.businessId, viewer.userID, true)).exists) {
          throw AppError.notFound('The invitation');
        }
        // Read again under the lock: a withdrawal may have committed meanwhile.
        const invitation = await invitations.openForUser(tx, invitationID, viewer.userID, true);
        if (!invitation) throw AppError.notFound('The invitation');
        await membersRepository.addMember(
          tx,
          invitation.businessId,
          viewer.userID,
          invitation.role as MemberRole,
        );
        await invitations.close(tx, invitationID, 'accepted', { userId: viewer.userID });
        const role = (await membersRepository.memberRole(
          tx,
          invitation.businessId,
          viewer.userID,
        )) as BusinessAccess;
        return { businessID: invitation.businessId, access: role };
      });
    },

    /** POST /api/business/invitations/{invitationID}/decline. */
    async decline(viewer: Viewer, invitationID: string): Promise<void> {
      if (!(await invitations.close(db, invitationID, 'declined', { userId: viewer.userID }))) {
        throw AppError.notFound('The invitation');
      }
    },
  };
}
