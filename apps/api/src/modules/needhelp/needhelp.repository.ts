import { eq, tables, type Queryable } from '@wbn/db';
import type { Enquiry } from '@wbn/contracts';

const t = tables;

export interface StoredEnquiry {
  id: string;
  createdAt: Date;
}

export const needhelpRepository = {
  async insertEnquiry(
    db: Queryable,
    enquiry: Enquiry,
    meta: { portal: string; ipAddress: string | null },
  ): Promise<StoredEnquiry> {
    const e = enquiry;
    const [row] = await db
      .insert(t.needhelpEnquiries)
      .values({
        firstName: e.firstName ?? null,
        lastName: e.lastName ?? null,
        businessName: e.businessName ?? null,
        businessType: e.businessType ?? null,
        website: e.website ?? null,
        jobPosition: e.jobPosition ?? null,
        industry: e.industry ?? null,
        address: e.address ?? null,
        zipcode: e.zipcode ?? null,
        city: e.city ?? null,
        usaState: e.usaState ?? null,
        country: e.country ?? null,
        companyPhone: e.companyPhone,
        companyFax: e.companyFax ?? null,
        totalEmployees: e.totalEmployees ?? null,
        salesEmployees: e.salesEmployees ?? null,
        mobilePhone: e.mobilePhone ?? null,
        email: e.email,
        buyProducts: [e.buyProduct1, e.buyProduct2, e.buyProduct3, e.buyProduct4].filter(isText),
        sellProducts: [e.sellProduct1, e.sellProduct2, e.sellProduct3, e.sellProduct4].filter(isText),
        moreInfoBuy: e.moreInfoBuy ?? null,
        moreInfoSell: e.moreInfoSell ?? null,
        portal: meta.portal,
        ipAddress: meta.ipAddress,
      })
      .returning({ id: t.needhelpEnquiries.id, createdAt: t.needhelpEnquiries.createdAt });
    return row!;
  },

  async enquiryById(db: Queryable, id: string) {
    const [row] = await db.select().from(t.needhelpEnquiries).where(eq(t.needhelpEnquiries.id, id));
    return row ?? null;
  },

  async businessTypeExists(db: Queryable, code: string): Promise<boolean> {
    const rows = await db
      .select({ code: t.businessTypes.code })
      .from(t.businessTypes)
      .where(eq(t.businessTypes.code, code));
    return rows.length > 0;
  },
  async jobPositionExists(db: Queryable, id: string): Promise<boolean> {
    const rows = await db
      .select({ id: t.jobPositions.id })
      .from(t.jobPositions)
      .where(eq(t.jobPositions.id, id));
    return rows.length > 0;
  },
  async industryExists(db: Queryable, id: string): Promise<boolean> {
    const rows = await db.select({ id: t.industries.id }).from(t.industries).where(eq(t.industries.id, id));
    return rows.length > 0;
  },
  async countryExists(db: Queryable, code: string): Promise<boolean> {
    const rows = await db
      .select({ code: t.countries.code })
      .from(t.countries)
      .where(eq(t.countries.code, code));
    return rows.length > 0;
  },
};

const isText = (v: string | undefined): v is string => typeof v === 'string' && v.length > 0;
