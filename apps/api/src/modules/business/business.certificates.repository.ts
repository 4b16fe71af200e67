import { and, count, eq, tables, type Queryable } from '@wbn/db';
import type { CertificateRow } from './business.repository.ts';

const t = tables;

/** A business's certificates: queries only (the rules are in business.certificates.ts). */
export const certificatesRepository = {
  async certificateCount(db: Queryable, businessId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(t.businessCertificates)
      .where(eq(t.businessCertificates.businessId, businessId));
    return Number(row?.n ?? 0);
  },

  async certificate(
    db: Queryable,
    businessId: string,
    certificateId: string,
  ): Promise<CertificateRow | null> {
    const [row] = await db
      .select()
      .from(t.businessCertificates)
      .where(
        and(
          eq(t.businessCertificates.businessId, businessId),
          eq(t.businessCertificates.certificateId, certificateId),
        ),
      );
    return row ?? null;
  },

  async insertCertificate(
    db: Queryable,
    row: typeof t.businessCertificates.$inferInsert,
  ): Promise<CertificateRow> {
    const [inserted] = await db.insert(t.businessCertificates).values(row).returning();
    return inserted!;
  },

  async updateCertificate(
    db: Queryable,
    businessId: string,
    certificateId: string,
    changes: Partial<typeof t.businessCertificates.$inferInsert>,
  ): Promise<CertificateRow | null> {
    const [row] = await db
      .update(t.businessCertificates)
      .set(changes)
      .where(
        and(
          eq(t.businessCertificates.businessId, businessId),
          eq(t.businessCertificates.certificateId, certificateId),
        ),
      )
      .returning();
    return row ?? null;
  },

  async deleteCertificate(db: Queryable, businessId: string, certificateId: string): Promise<boolean> {
    const rows = await db
      .delete(t.businessCertificates)
      .where(
        and(
          eq(t.businessCertificates.businessId, businessId),
          eq(t.businessCertificates.certificateId, certificateId),
        ),
      )
      .returning({ id: t.businessCertificates.certificateId });
    return rows.length > 0;
  },

  // ----- sitemap --------------------------------------------------------------------------------
};
