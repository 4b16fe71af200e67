import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@wbn/db';
import {
  messages,
  moderationMessages,
  sourceLanguage,
  ownedBusinessesMessage,
  productLimitFor,
  type BusinessCard,
  type BusinessProfileResponse,
  type BusinessSection,
  type BusinessSession,
  type MyBusinessCard,
  type UserBusiness,
  type businessPhotosSchema,
  type createBusinessSchema,
  type UiLanguage,
} from '@wbn/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { hiddenNoticeOf } from '../../lib/hidden-notice.ts';
import type { FilesService } from '../files/files.service.ts';
import type { RefDataService } from '../ref-data/ref-data.service.ts';
import { managers, type BusinessAccessService, type Viewer } from './business.access.ts';
import { createCertificates } from './business.certificates.ts';
import { createInvitations, type InvitationMailConfig } from './business.invitations.ts';
import { toBusinessCard, toBusinessProfile, toMyBusinessCard, toUserBusiness } from './business.mapper.ts';
import { createMembers } from './business.members.ts';
import { businessRepository as repo, type BusinessChanges } from './business.repository.ts';
import { membersRepository } from './business.members.repository.ts';
import {
  businessKey,
  checkCountryState,
  resolveCategories,
  sectionChanges,
  type SectionBodies,
} from './business.rules.ts';
import { attachWith } from './business.uploads.ts';

// What other modules may use of businesses: the role checks, the summary a product or a search
// card embeds, and the types that come with them.
export { everyone, managers, type Authorised, type Viewer } from './business.access.ts';
export { toBusinessSummary } from './business.mapper.ts';
export type { SectionBodies } from './business.rules.ts';

type CreateBody = z.output<typeof createBusinessSchema>;

export interface BusinessServiceDeps {
  access: BusinessAccessService;
  files: FilesService;
  refData: RefDataService;
  /** Where invitation mails go; and the businesses one account may own (MAX_OWNED_BUSINESSES). */
  config: InvitationMailConfig & { maxOwnedBusinesses: number };
  log: FastifyBaseLogger;
}

/**
 * The rules of businesses: reads are public, every write checks the viewer's role inside its
 * transaction (see business.access.ts). The read caches learn of writes from the database itself
 * (docs/architecture.md, "Read cache"), so nothing here tells them.
 */
export function createBusinessService(db: Database, deps: BusinessServiceDeps) {
  const { access, files, refData, config } = deps;
  const attach = attachWith(files);
  const certificates = createCertificates(db, access, attach);
  const members = createMembers(db, access);
  const invitations = createInvitations(db, access, config, deps.log);

  /**
   * The profile as the viewer sees it, its reference values named in `language`; managers also
   * get the product cap and count.
   */
  async function profileOf(
    businessID: string,
    viewer: Viewer | null,
    language: UiLanguage,
  ): Promise<BusinessProfileResponse> {
    const [ref, read] = await Promise.all([
      refData.lookup(language),
      repo.profile(db, businessID, viewer?.userID ?? null),
    ]);
    if (!read) throw AppError.notFound('The business');
    const { row } = read;
    // Hidden by an operator (decision 0025): gone for everyone but its members, who see why.
    const hidden = await hiddenNoticeOf(db, row, language);
    if (hidden && !read.access) throw new AppError('Gone', moderationMessages.hidden);
    const session: BusinessProfileResponse['session'] = { access: read.access };
    if (read.access === 'owner' || read.access === 'admin') {
      session.productLimit = productLimitFor(row.subscription);
      session.productCount = await repo.productCount(db, row.businessId);
    }
    const data = toBusinessProfile(row, read, ref);
    return { data: hidden ? { ...data, hidden } : data, session };
  }

  return {
    authorise: access.authorise,
    accessOf: access.accessOf,

    /** Businesses an empty newsfeed suggests following (see the repository for which). */
    async suggestionsFor(userID: string, limit: number) {
      return (await repo.suggestionsFor(db, userID, limit)).map((row) => ({
        businessID: row.businessId,
        companyName: row.companyName,
        shortDescription: row.shortDescription,
        profilePhoto: row.logoUrl ? { url: row.logoUrl } : null,
      }));
    },

    /** Result cards of businesses, in the order of `businessIDs` (unknown ids left out). */
    async cards(businessIDs: string[], language: UiLanguage): Promise<BusinessCard[]> {
      const [ref, rows] = await Promise.all([refData.lookup(language), repo.cards(db, businessIDs)]);
      const byId = new Map(rows.map((r) => [r.row.businessId, r]));
      return businessIDs.flatMap((id) => {
        const found = byId.get(id);
        return found ? [toBusinessCard(found.row, found, ref)] : [];
      });
    },

    /** The business's own row, for what its page's head shows crawlers; null when there is none. */
    pageFacts: (businessID: string) => repo.byId(db, businessID),

    /** The sitemap's business pages: how many, and a page of them in a stable order. */
    sitemapCount: () => repo.countAll(db),
    sitemapPage: (offset: number, limit: number) => repo.sitemapPage(db, offset, limit),

    /** The rows and category ids of businesses, by id (a product embeds its business's summary). */
    async summaries(businessIDs: string[]) {
      const ids = [...new Set(businessIDs)];
      const [rows, categories] = await Promise.all([repo.byIds(db, ids), repo.categoryIds(db, ids)]);
      return new Map(
        rows.map((row) => [row.businessId, { row, categoryIds: categories.get(row.businessId) ?? [] }]),
      );
    },

    /**
     * POST /api/business/profile/create: the creator becomes the owner, within the businesses
     * one account may own (counted under the lock of the user's row, so parallel creations
     * cannot pass the cap together).
     */
    async create(viewer: Viewer, body: CreateBody, language: UiLanguage): Promise<BusinessProfileResponse> {
      const ref = await refData.lookup(sourceLanguage);
      if (!ref.businessType(body.businessType)) {
        throw new AppError('ValidationError', messages.createBusinessRejected, [
          { path: 'body.businessType', message: 'Unknown business type' },
        ]);
      }
      let categoryIds: string[];
      let place: { countryCode: string; stateId: string | null };
      try {
        categoryIds = resolveCategories(ref, body.categories, 'body.categories');
        place = checkCountryState(ref, body.country, body.state, 'body');
      } catch (err) {
        if (err instanceof AppError)
          throw new AppError('ValidationError', messages.createBusinessRejected, err.errors);
        throw err;
      }
      const industryId = ref.category(categoryIds[0]!)!.industryId;
      const businessID = await db.transaction(async (tx) => {
        await repo.lockUser(tx, viewer.userID);
        if ((await repo.ownedCount(tx, viewer.userID)) >= config.maxOwnedBusinesses) {
          throw new AppError('LimitReached', ownedBusinessesMessage(config.maxOwnedBusinesses));
        }
        const row = await repo.insert(tx, {
          ownerId: viewer.userID,
          key: businessKey(body.companyName),
          companyName: body.companyName,
          shortDescription: body.shortDescription,
          businessTypeCode: body.businessType,
          industryId,
          ...place,
          ...(body.language ? { language: body.language } : {}),
        });
        await membersRepository.addMember(tx, row.businessId, viewer.userID, 'owner');
        await repo.setCategories(tx, row.businessId, categoryIds);
        const photos: BusinessChanges = {};
        if (body.profilePhoto) {
          photos.logoUrl = (
            await attach(tx, viewer.userID, body.profilePhoto, 'logo', null, 'body.profilePhoto')
          ).url;
        }
        if (body.coverPhoto) {
          photos.coverUrl = (
            await attach(tx, viewer.userID, body.coverPhoto, 'coverPhoto', null, 'body.coverPhoto')
          ).url;
        }
        if (Object.keys(photos).length) await repo.update(tx, row.businessId, photos);
        return row.businessId;
      });
      return profileOf(businessID, viewer, language);
    },

    /** GET /api/business/profile/my-list: every business the user belongs to, newest first. */
    async myList(viewer: Viewer, language: UiLanguage): Promise<MyBusinessCard[]> {
      const ref = await refData.lookup(language);
      const rows = await repo.ofMember(db, viewer.userID);
      return rows.map((r) => toMyBusinessCard(r.business, r.role, ref));
    },

    /** GET /api/business/profile/list-business?userID=: the businesses a user owns (public). */
    async listOf(userID: string, language: UiLanguage): Promise<UserBusiness[]> {
      const ref = await refData.lookup(language);
      return (await repo.ownedBy(db, userID)).map((row) => toUserBusiness(row, ref));
    },

    /** GET /api/business/profile/{id}: public; `session.access` is the viewer's role. */
    async profile(
      businessID: string,
      viewer: Viewer | null,
      language: UiLanguage,
    ): Promise<BusinessProfileResponse> {
      return profileOf(businessID, viewer, language);
    },

    /**
     * The viewer's part of a profile whose public part is cached: no query for a visitor, one
     * statement for a signed-in viewer (404 when the business is gone).
     */
    async session(businessID: string, viewer: Viewer | null): Promise<BusinessSession> {
      if (!viewer) return { access: null };
      const found = await repo.viewerSession(db, businessID, viewer.userID);
      if (!found) throw AppError.notFound('The business');
      const session: BusinessSession = { access: found.access };
      if (found.access === 'owner' || found.access === 'admin') {
        session.productLimit = productLimitFor(found.subscription);
        session.productCount = found.productCount ?? 0;
      }
      return session;
    },

    /** PUT /api/business/profile/{id}/{section}: owner or admin; the section is replaced whole. */
    async updateSection<S extends BusinessSection>(
      viewer: Viewer,
      businessID: string,
      section: S,
      body: SectionBodies[S],
      language: UiLanguage,
    ): Promise<BusinessProfileResponse> {
      const { changes, categoryIds } = sectionChanges(await refData.lookup(sourceLanguage), section, body);
      await db.transaction(async (tx) => {
        await access.authorise(viewer, businessID, managers, tx);
        await repo.update(tx, businessID, changes);
        if (categoryIds) await repo.setCategories(tx, businessID, categoryIds);
      });
      return profileOf(businessID, viewer, language);
    },

    /** PUT /api/business/profile/{id}/photos: new logo and/or cover from upload tokens. */
    async updatePhotos(
      viewer: Viewer,
      businessID: string,
      body: z.output<typeof businessPhotosSchema>,
      language: UiLanguage,
    ): Promise<BusinessProfileResponse> {
      await db.transaction(async (tx) => {
        await access.authorise(viewer, businessID, managers, tx);
        const changes: BusinessChanges = {};
        if (body.profilePhoto) {
          changes.logoUrl = (
            await attach(tx, viewer.userID, body.profilePhoto, 'logo', businessID, 'body.profilePhoto')
          ).url;
        }
        if (body.coverPhoto) {
          changes.coverUrl = (
            await attach(tx, viewer.userID, body.coverPhoto, 'coverPhoto', businessID, 'body.coverPhoto')
          ).url;
        }
        await repo.update(tx, businessID, changes);
      });
      return profileOf(businessID, viewer, language);
    },

    addCertificate: certificates.add,
    updateCertificate: certificates.update,
    deleteCertificate: certificates.remove,
    members: members.list,
    changeMemberRole: members.changeRole,
    removeMember: members.remove,
    invitations: invitations.list,
    invite: invitations.invite,
    withdrawInvitation: invitations.withdraw,
    myInvitations: invitations.mine,
    acceptInvitation: invitations.accept,
    declineInvitation: invitations.decline,
  };
}

export type BusinessService = ReturnType<typeof createBusinessService>;
