/**
 * Company verification in the demo (decision 0032): the verified businesses' approved checks, with
 * dates spread over the last year (so some approvals near their end and get the reminder), the
 * badge each then shows, and three businesses whose evidence waits for the demo moderator, with
 * documents drawn as scans. Deterministic: the same seed and day give the same rows.
 */
import type { StoredVerification, VerificationKind } from '@wbn/contracts';
import type * as t from '../schema/index.ts';
import { DAY } from './generate/dates.ts';
import type { DemoPicturePlan } from './pictures.ts';
import { Random, type Seed } from './random.ts';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type CheckRow = Row<typeof t.verificationChecks> & { checkId: string };
type DocumentRow = Row<typeof t.verificationDocuments>;

export interface DemoVerificationSource {
  businesses: {
    businessId?: string;
    ownerId: string;
    companyName: string;
    countryCode: string;
    verified?: boolean;
    verification?: StoredVerification | null;
    contactInfo?: Record<string, unknown>;
  }[];
  certificates: { businessId: string; name: string }[];
}

const kindOrder: VerificationKind[] = ['registration', 'taxId', 'address', 'certificate'];

const documentTitles: Record<Exclude<VerificationKind, 'certificate'>, string> = {
  registration: 'Extract from the commercial register',
  taxId: 'Certificate of tax registration',
  address: 'Electricity bill',
};

const escape = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/** A page of an official-looking document: a heading, the company, a few lines, a stamp. */
function documentSvg(title: string, company: string, lines: string[]): string {
  const rows = lines
    .map((line, i) => `<text x="60" y="${330 + i * 44}" font-size="24" fill="#333">${escape(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1100" viewBox="0 0 800 1100">` +
    `<rect width="800" height="1100" fill="#fbfaf6"/><rect x="30" y="30" width="740" height="1040" fill="none" stroke="#8a8a8a" stroke-width="2"/>` +
    `<text x="60" y="130" font-size="34" font-family="serif" fill="#1d2430">${escape(title)}</text>` +
    `<line x1="60" y1="160" x2="740" y2="160" stroke="#1d2430" stroke-width="2"/>` +
    `<text x="60" y="240" font-size="30" font-weight="bold" fill="#1d2430">${escape(company)}</text>${rows}` +
    `<circle cx="620" cy="920" r="90" fill="none" stroke="#2a5d9f" stroke-width="6" opacity="0.7"/>` +
    `<text x="620" y="930" font-size="22" text-anchor="middle" fill="#2a5d9f" opacity="0.8">OFFICIAL</text></svg>`
  );
}

/** The badge of a business's approved checks (as the API's verification service makes it). */
function badgeOf(checks: CheckRow[]): StoredVerification | null {
  if (checks.length === 0) return null;
  const latest = Math.max(...checks.map((c) => (c.approvedAt as Date).getTime()));
  return {
    month: new Date(latest).toISOString().slice(0, 7),
    checks: [...checks]
      .sort(
        (a, b) =>
          kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || (a.name ?? '').localeCompare(b.name ?? ''),
      )
      .map((c) => (c.kind === 'certificate' ? { kind: c.kind, name: c.name ?? '' } : { kind: c.kind })),
  };
}

/**
 * Adds the checks to `rows` and sets each verified business's badge. `today` is the load's day;
 * `moderatorID` decided the approvals.
 */
export function planDemoVerification(
  seed: Seed,
  rows: DemoVerificationSource,
  pictures: DemoPicturePlan,
  options: { today: number; moderatorID: string },
): { checks: CheckRow[]; documents: DocumentRow[] } {
  const rng = new Random(`${String(seed)}:verification`);
  const checks: CheckRow[] = [];
  const documents: DocumentRow[] = [];
  const certificates = new Map<string, string[]>();
  for (const c of rows.certificates)
    certificates.set(c.businessId, [...(certificates.get(c.businessId) ?? []), c.name]);
  const day = (daysAgo: number) => new Date(options.today - daysAgo * DAY);

  for (const b of rows.businesses) {
    if (!b.verified || !b.businessId) continue;
    const approvedAgo = rng.int(12, 350);
    const kinds: { kind: VerificationKind; name: string | null }[] = [{ kind: 'registration', name: null }];
    if (rng.chance(0.5)) kinds.push({ kind: 'taxId', name: null });
    if (rng.chance(0.7)) kinds.push({ kind: 'address', name: null });
    const certificate = certificates.get(b.businessId)?.[0];
    if (certificate && certificate.length <= 80 && rng.chance(0.6))
      kinds.push({ kind: 'certificate', name: certificate });
    const mine = kinds.map((k, i): CheckRow => {
      const approvedAt = day(approvedAgo + i * 2);
      return {
        checkId: rng.uuid(),
        businessId: b.businessId!,
        kind: k.kind,
        name: k.name,
        status: 'approved',
        submittedBy: b.ownerId,
        submittedAt: new Date(approvedAt.getTime() - 3 * DAY),
        decidedBy: options.moderatorID,
        decidedAt: approvedAt,
        approvedAt,
        expiresAt: new Date(approvedAt.getTime() + 365 * DAY),
      };
    });
    checks.push(...mine);
    b.verification = badgeOf(mine);
  }

  // Three unverified businesses wait for review, each with one to three checks and their scans.
  const waiting = rows.businesses.filter((b) => !b.verified && b.businessId).slice(0, 3);
  waiting.forEach((b, n) => {
    const asked: { kind: VerificationKind; name: string | null }[] = [
      { kind: 'registration', name: null },
      ...(n !== 1 ? [{ kind: 'address' as const, name: null }] : []),
      ...(n === 0
        ? [{ kind: 'certificate' as const, name: certificates.get(b.businessId!)?.[0] ?? 'ISO 9001' }]
        : []),
    ];
    const city = typeof b.contactInfo?.city === 'string' ? b.contactInfo.city : b.countryCode;
    for (const [i, a] of asked.entries()) {
      const check: CheckRow = {
        checkId: rng.uuid(),
        businessId: b.businessId!,
        kind: a.kind,
        name: a.name && a.name.length <= 80 ? a.name : a.kind === 'certificate' ? 'ISO 9001' : null,
        status: 'pending',
        note:
          a.kind === 'address'
            ? 'The bill is addressed to our registered office; the factory is at the same site.'
            : a.kind === 'registration'
              ? 'Extract issued this month.'
              : null,
        submittedBy: b.ownerId,
        submittedAt: day(n + 1 + i / 24),
      };
      checks.push(check);
      const title = check.kind === 'certificate' ? `Certificate ${check.name}` : documentTitles[check.kind];
      const picture = pictures.document(
        documentSvg(title, b.companyName, [
          `Registered office: ${city}`,
          `Country: ${b.countryCode}`,
          `Reference: ${rng.int(100000, 999999)}-${rng.int(10, 99)}`,
          `Issued: ${day(n + 10 + i)
            .toISOString()
            .slice(0, 10)}`,
        ]),
      );
      documents.push({
        documentId: rng.uuid(),
        checkId: check.checkId,
        url: picture.url,
        name: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.webp`,
        contentType: 'image/webp',
        size: 60_000 + rng.int(0, 40_000),
        uploadedBy: b.ownerId,
        createdAt: check.submittedAt!,
      });
    }
  });
  return { checks, documents };
}
