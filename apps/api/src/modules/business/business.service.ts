import { randomBytes } from 'node:crypto';
import type { Database } from '@wbn/db';
import {
  businessTextMax,
  isValidPhone,
  messages,
  normalizeDialCode,
  phoneDigits,
  productLimitFor,
  type BusinessAccess,
  type BusinessMember,
  type BusinessProfileResponse,
  type BusinessSection,
  type BusinessSession,
  type Certificate,
  type MyBusinessCard,
  type UploadPurpose,
  type UploadedImage,
  type UserBusiness,
  type businessPhoneInputSchema,
  type businessPhotosSchema,
  type businessTermsSectionSchema,
  type certificateInputSchema,
  type contactInfoSectionSchema,
  type createBusinessSchema,
  type factorySectionSchema,
  type generalSectionSchema,
  type tradeCapabilitiesSectionSchema,
} from '@wbn/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { CacheInvalidator } from '../../lib/cache-bus.ts';
import type { FilesService } from '../files/files.service.ts';
import { toBusinessProfile, toCertificate, toMyBusinessCard, toUserBusiness } from './business.mapper.ts';
import { businessRepository as repo, type BusinessChanges } from './business.repository.ts';
import { refLookup, type RefLookup } from '../ref-data/reference-lookup.ts';

/** Who is asking: a signed-in user, or null for a visitor. */
export interface Viewer {
  userID: string;
}

type CreateBody = z.output<typeof createBusinessSchema>;
export type SectionBodies = {
  general: z.output<typeof generalSectionSchema>;
  contactInfo: z.output<typeof contactInfoSectionSchema>;
  factory: z.output<typeof factorySectionSchema>;
  tradeCapabilities: z.output<typeof tradeCapabilitiesSectionSchema>;
  businessTerms: z.output<typeof businessTermsSectionSchema>;
};
type PhoneInput = z.output<typeof businessPhoneInputSchema>;

export interface BusinessServiceDeps {
  files?: () => Promise<FilesService>;
  /** Told after every committed write that changes what the cached public reads show. */
  invalidate: CacheInvalidator;
}

const managers: readonly BusinessAccess[] = ['owner', 'admin'];
const everyone: readonly BusinessAccess[] = ['owner', 'admin', 'member'];

/** A short, unique, readable handle: the name's ASCII slug and 8 random base-36 characters. */
export function businessKey(companyName: string): string {
  const slug = companyName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const random = [...randomBytes(8)].map((x) => (x % 36).toString(36)).join('');
  return slug ? `${slug}-${random}` : random;
}

const emptyToNull = <T>(v: T | '' | undefined | null): T | null => (v === '' || v === undefined ? null : v);

/** Keeps only the set values of an object, so jsonb sections hold no empty keys. */
function compact<T extends Record<string, unknown>>(o: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(o).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length),
    ),
  );
}

/**
 * The rules of businesses. Every write checks who is asking first (owner/admin for management,
 * the owner's own rules for members), then validates what only the server can (reference ids,
 * phones against the countries' dial codes), then writes in one transaction.
 */
export function createBusinessService(db: Database, deps: BusinessServiceDeps) {
  // The row and categories make the profile and the summary inside each product; certificates
  // and likes only the profile. Called after the commit: a read between a write and its
  // invalidation could otherwise cache the old value again.
  const rowChanged = (businessID: string) => deps.invalidate({ kind: 'business', businessID });
  const profileChanged = (businessID: string) => deps.invalidate({ kind: 'businessProfile', businessID });

  /** 404 for an unknown business, 403 when the viewer's role is not among `allowed`. */
  async function authorise(
    viewer: Viewer,
    businessID: string,
    allowed: readonly BusinessAccess[],
    conn: Database = db,
  ): Promise<BusinessAccess> {
    const { exists, access } = await repo.access(conn, businessID, viewer.userID);
    if (!exists) throw AppError.notFound('The business');
    if (!access || !allowed.includes(access)) {
      throw AppError.forbidden(
        allowed.includes('member')
          ? 'Only the people of this business may do this'
          : 'Only the owner or an admin of this business may do this',
      );
    }
    return access;
  }

  async function attach(
    tx: Database,
    userID: string,
    token: string,
    purpose: UploadPurpose,
    businessID: string | null,
    field: string,
  ): Promise<UploadedImage> {
    if (!deps.files) throw new AppError('ServiceUnavailable', 'Uploads are not available');
    const files = await deps.files();
    try {
      return await files.attach({ token, userID, purposes: [purpose], businessID }, tx);
    } catch (err) {
      if (err instanceof AppError && err.errors?.some((e) => e.path === 'token')) {
        throw AppError.badRequest(field, err.message);
      }
      throw err;
    }
  }

  /** `industryId.categoryId` or a bare category id → category ids (deduplicated, checked). */
  function resolveCategories(ref: RefLookup, list: string[], path: string): string[] {
    const ids: string[] = [];
    for (const [i, entry] of list.entries()) {
      const dot = entry.indexOf('.');
      const industryId = dot >= 0 ? entry.slice(0, dot) : null;
      const categoryId = dot >= 0 ? entry.slice(dot + 1) : entry;
      const category = ref.category(categoryId);
      if (!category || (industryId !== null && category.industryId !== industryId)) {
        throw AppError.badRequest(`${path}.${i}`, `Unknown category ${entry}`);
      }
      if (!ids.includes(categoryId)) ids.push(categoryId);
    }
    return ids;
  }

  function checkCountryState(
    ref: RefLookup,
    country: string,
    state: string | null | undefined,
    path: string,
  ): { countryCode: string; stateId: string | null } {
    const code = country.toUpperCase();
    if (!ref.country(code)) throw AppError.badRequest(`${path}.country`, 'Unknown country');
    if (!state) return { countryCode: code, stateId: null };
    const s = ref.state(state);
    if (!s) throw AppError.badRequest(`${path}.state`, 'Unknown state');
    if (s.countryCode !== code) {
      throw AppError.badRequest(`${path}.state`, 'This state does not belong to the chosen country');
    }
    return { countryCode: code, stateId: s.stateID };
  }

  function checkPhone(ref: RefLookup, p: PhoneInput | undefined, path: string) {
    if (!p) return undefined;
    const dial = normalizeDialCode(p.countryCode);
    const number = p.businessPhoneNumber.trim();
    if (!isValidPhone(dial, number, ref.dialCodes)) throw AppError.badRequest(path, messages.invalidPhone);
    return phoneDigits(number) === '' ? undefined : { countryCode: `+${dial}`, businessPhoneNumber: number };
  }

  /** The profile as the viewer sees it; managers also get the product cap and count. */
  async function profileOf(businessID: string, viewer: Viewer | null): Promise<BusinessProfileResponse> {
    const [ref, read] = await Promise.all([
      refLookup(db),
      repo.profile(db, businessID, viewer?.userID ?? null),
    ]);
    if (!read) throw AppError.notFound('The business');
    const { row, access } = read;
    const session: BusinessProfileResponse['session'] = { access };
    if (access === 'owner' || access === 'admin') {
      session.productLimit = productLimitFor(row.subscription);
      session.productCount = await repo.productCount(db, row.businessId);
    }
    return { data: toBusinessProfile(row, read, ref), session };
  }

  async function sectionChanges<S extends BusinessSection>(
    section: S,
    body: SectionBodies[S],
  ): Promise<{ changes: BusinessChanges; categoryIds?: string[] }> {
    const ref = await refLookup(db);
    const path = 'body';
    switch (section) {
      case 'general': {
        const g = body as SectionBodies['general'];
        if (!ref.businessType(g.businessType))
          throw AppError.badRequest(`${path}.businessType`, 'Unknown business type');
        if (!ref.industry(g.industry)) throw AppError.badRequest(`${path}.industry`, 'Unknown industry');
        const categoryIds = resolveCategories(ref, g.categories, `${path}.categories`);
        const changes: BusinessChanges = {
          companyName: g.companyName,
          shortDescription: g.shortDescription,
          generalDescription: emptyToNull(g.generalDescription),
          businessTypeCode: g.businessType,
          industryId: g.industry,
          yearEstablished: g.yearStablished ?? null,
          videoUrl: emptyToNull(g.video?.url),
          figures: compact({
            totalAnnualRevenue: g.totalAnnualRevenue ? compact(g.totalAnnualRevenue) : undefined,
            totalEmployees: g.totalEmployees ? compact(g.totalEmployees) : undefined,
            totalProductionEmployees: g.totalProductionEmployees
              ? compact(g.totalProductionEmployees)
              : undefined,
            productionCapacity: g.productionCapacity ? compact(g.productionCapacity) : undefined,
          }),
        };
        return { changes, categoryIds };
      }
      case 'contactInfo': {
        const c = body as SectionBodies['contactInfo'];
        const place = checkCountryState(ref, c.country, c.state, path);
        return {
          changes: {
            ...place,
            contactInfo: compact({
              legalAddressEnglish: c.legalAddressEnglish,
              shippingAddressEnglish: c.shippingAddressEnglish,
              city: c.city,
              zipcode: c.zipcode,
              email: c.email,
              website: c.website,
              phone: checkPhone(ref, c.phone, `${path}.phone`),
              mobilePhone: checkPhone(ref, c.mobilePhone, `${path}.mobilePhone`),
            }),
          },
        };
      }
      case 'factory': {
        const f = body as SectionBodies['factory'];
        let place: { countryCode: string | null; stateId: string | null } = {
          countryCode: null,
          stateId: null,
        };
        if (f.country) place = checkCountryState(ref, f.country, f.state, path);
        else if (f.state) throw AppError.badRequest(`${path}.state`, 'Choose the country first');
        return {
          changes: {
            factory: compact({
              manufacturingFacilities: f.manufacturingFacilities,
              city: f.city,
              zipcode: f.zipcode,
              country: place.countryCode,
              state: place.stateId,
              factorySize: f.factorySize,
              numberProductionLines: f.numberProductionLines,
              contractManufacturing: f.contractManufacturing
                ? [...new Map(f.contractManufacturing.map((x) => [x.code, x])).values()]
                : undefined,
            }),
          },
        };
      }
      case 'tradeCapabilities':
        return { changes: { tradeCapabilities: compact(body as SectionBodies['tradeCapabilities']) } };
      case 'businessTerms':
        return { changes: { businessTerms: compact(body as SectionBodies['businessTerms']) } };
    }
    throw AppError.badRequest('params.section', 'Unknown section');
  }

  return {
    /** For the files service: may this user put images on this business (owner or admin)? */
    async canManage(userID: string, businessID: string): Promise<boolean> {
      const { access } = await repo.access(db, businessID, userID);
      return access === 'owner' || access === 'admin';
    },

    /** The viewer's role in a business (404 when it does not exist). */
    async accessOf(businessID: string, viewer: Viewer | null): Promise<BusinessAccess | null> {
      const { exists, access } = await repo.access(db, businessID, viewer?.userID ?? null);
      if (!exists) throw AppError.notFound('The business');
      return access;
    },

    authorise,

    /** POST /api/business/profile/create: the creator becomes the owner. */
    async create(viewer: Viewer, body: CreateBody): Promise<BusinessProfileResponse> {
      const ref = await refLookup(db);
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
      const businessID = await db.transaction(async (trx) => {
        const tx = trx as unknown as Database;
        const row = await repo.insert(tx, {
          ownerId: viewer.userID,
          key: businessKey(body.companyName),
          companyName: body.companyName,
          shortDescription: body.shortDescription,
          businessTypeCode: body.businessType,
          industryId,
          ...place,
        });
        await repo.addMember(tx, row.businessId, viewer.userID, 'owner');
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
      return profileOf(businessID, viewer);
    },

    /** GET /api/business/profile/my-list: every business the user belongs to, newest first. */
    async myList(viewer: Viewer): Promise<MyBusinessCard[]> {
      const ref = await refLookup(db);
      const rows = await repo.ofMember(db, viewer.userID);
      return rows.map((r) => toMyBusinessCard(r.business, r.role, ref));
    },

    /** GET /api/business/profile/list-business?userID=: the businesses a user owns (public). */
    async listOf(userID: string): Promise<UserBusiness[]> {
      const ref = await refLookup(db);
      return (await repo.ownedBy(db, userID)).map((row) => toUserBusiness(row, ref));
    },

    /** GET /api/business/profile/{id}: public; `session.access` is the viewer's role. */
    async profile(businessID: string, viewer: Viewer | null): Promise<BusinessProfileResponse> {
      return profileOf(businessID, viewer);
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
    ): Promise<BusinessProfileResponse> {
      await authorise(viewer, businessID, managers);
      const { changes, categoryIds } = await sectionChanges(section, body);
      await db.transaction(async (trx) => {
        const tx = trx as unknown as Database;
        await repo.update(tx, businessID, changes);
        if (categoryIds) await repo.setCategories(tx, businessID, categoryIds);
      });
      rowChanged(businessID);
      return profileOf(businessID, viewer);
    },

    /** PUT /api/business/profile/{id}/photos: new logo and/or cover from upload tokens. */
    async updatePhotos(
      viewer: Viewer,
      businessID: string,
      body: z.output<typeof businessPhotosSchema>,
    ): Promise<BusinessProfileResponse> {
      await authorise(viewer, businessID, managers);
      await db.transaction(async (trx) => {
        const tx = trx as unknown as Database;
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
      rowChanged(businessID);
      return profileOf(businessID, viewer);
    },

    // ----- certificates ---------------------------------------------------------------------

    async addCertificate(
      viewer: Viewer,
      businessID: string,
      body: z.output<typeof certificateInputSchema>,
    ): Promise<Certificate> {
      await authorise(viewer, businessID, managers);
      if ((await repo.certificateCount(db, businessID)) >= businessTextMax.certificates) {
        throw new AppError(
          'LimitReached',
          `A business may list at most ${businessTextMax.certificates} certificates`,
        );
      }
      const certificate = await db.transaction(async (trx) => {
        const tx = trx as unknown as Database;
        const photoUrl = body.photo
          ? (await attach(tx, viewer.userID, body.photo, 'certificate', businessID, 'body.photo')).url
          : null;
        const row = await repo.insertCertificate(tx, {
          businessId: businessID,
          name: body.name,
          issueDate: body.issueDate ?? null,
          expireDate: body.expireDate ?? null,
          photoUrl,
        });
        return toCertificate(row);
      });
      profileChanged(businessID);
      return certificate;
    },

    async updateCertificate(
      viewer: Viewer,
      businessID: string,
      certificateID: string,
      body: z.output<typeof certificateInputSchema>,
    ): Promise<Certificate> {
      await authorise(viewer, businessID, managers);
      if (!(await repo.certificate(db, businessID, certificateID)))
        throw AppError.notFound('The certificate');
      const certificate = await db.transaction(async (trx) => {
        const tx = trx as unknown as Database;
        const changes: Parameters<typeof repo.updateCertificate>[3] = {
          name: body.name,
          issueDate: body.issueDate ?? null,
          expireDate: body.expireDate ?? null,
        };
        if (body.photo === null) changes.photoUrl = null;
        else if (body.photo) {
          changes.photoUrl = (
            await attach(tx, viewer.userID, body.photo, 'certificate', businessID, 'body.photo')
          ).url;
        }
        const row = await repo.updateCertificate(tx, businessID, certificateID, changes);
        if (!row) throw AppError.notFound('The certificate');
        return toCertificate(row);
      });
      profileChanged(businessID);
      return certificate;
    },

    async deleteCertificate(viewer: Viewer, businessID: string, certificateID: string): Promise<void> {
      await authorise(viewer, businessID, managers);
      if (!(await repo.deleteCertificate(db, businessID, certificateID)))
        throw AppError.notFound('The certificate');
      profileChanged(businessID);
    },

    // ----- members ----------------------------------------------------------------------------

    /** The people of a business: visible to its owner, admins and members. */
    async members(viewer: Viewer, businessID: string): Promise<BusinessMember[]> {
      await authorise(viewer, businessID, everyone);
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
    },

    /** Owner or admin add an existing user (by e-mail) as admin or member. */
    async addMember(
      viewer: Viewer,
      businessID: string,
      body: { email: string; role: 'admin' | 'member' },
    ): Promise<BusinessMember[]> {
      await authorise(viewer, businessID, managers);
      const userID = await repo.userIdByEmail(db, body.email);
      if (!userID) {
        throw new AppError('NotFound', 'No user with this e-mail is registered in the network', [
          { path: 'body.email', message: 'No user with this e-mail' },
        ]);
      }
      if (!(await repo.addMember(db, businessID, userID, body.role))) {
        throw new AppError('Conflict', 'This user already belongs to the business', [
          { path: 'body.email', message: 'Already a member' },
        ]);
      }
      return this.members(viewer, businessID);
    },

    /** Owner or admin change a non-owner's role; the owner's role never changes here. */
    async changeMemberRole(
      viewer: Viewer,
      businessID: string,
      userID: string,
      role: 'admin' | 'member',
    ): Promise<BusinessMember[]> {
      await authorise(viewer, businessID, managers);
      const target = await repo.memberRole(db, businessID, userID);
      if (!target) throw AppError.notFound('The member');
      if (target === 'owner') throw AppError.forbidden("The owner's role cannot be changed");
      await repo.setMemberRole(db, businessID, userID, role);
      return this.members(viewer, businessID);
    },

    /**
     * Owner or admin remove a member or an admin; anyone but the owner may leave (remove
     * themselves). The owner is never removed.
     */
    async removeMember(viewer: Viewer, businessID: string, userID: string): Promise<void> {
      const self = userID === viewer.userID;
      await authorise(viewer, businessID, self ? everyone : managers);
      const target = await repo.memberRole(db, businessID, userID);
      if (!target) throw AppError.notFound('The member');
      if (target === 'owner') throw AppError.forbidden('The owner cannot be removed from the business');
      await repo.removeMember(db, businessID, userID);
    },
  };
}

export type BusinessService = ReturnType<typeof createBusinessService>;
