import {
  consoleLimits,
  trailCsvColumns,
  type Lookup,
  type LookupReport,
  type OperatorGrant,
  type TrailEntry,
} from '@wbn/contracts';
import type { Database } from '@wbn/db';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { consoleRepository as lookups } from './moderation.console.repository.ts';
import { trailEntryOf } from './moderation.mapper.ts';
import { moderationRepository as repo } from './moderation.repository.ts';
import { changeRole } from './moderation.roles.ts';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; quotes doubled.
 * A value a spreadsheet would run as a formula (=, +, -, @, a tab or a return first: a reason may
 * quote what a user wrote) starts with an apostrophe, which spreadsheets show as text.
 */
export function csvField(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** The trail as CSV: a header row, then one line per entry, newest first (`before`/`after` as JSON). */
export function trailCsv(entries: TrailEntry[]): string {
  const json = (v: unknown) => (v == null ? '' : JSON.stringify(v));
  const line = (e: TrailEntry): Record<(typeof trailCsvColumns)[number], string> => ({
    when: new Date(e.createdAt * 1000).toISOString(),
    who: e.operator?.name ?? 'command line',
    operatorID: e.operator?.userID ?? '',
    what: e.action,
    itemType: e.itemType ?? '',
    itemID: e.itemID ?? '',
    subjectAccountID: e.subjectAccountID ?? '',
    why: e.reason,
    before: json(e.before),
    after: json(e.after),
    reverses: e.reverses ?? '',
    entryID: e.entryID,
  });
  const rows = [
    trailCsvColumns.join(','),
    ...entries.map((e) => {
      const l = line(e);
      return trailCsvColumns.map((c) => csvField(l[c])).join(',');
    }),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

/**
 * The operators' console (decision 0025): the trail as CSV, looking up accounts and businesses with
 * what was reported about them and done to them, and administrators granting and revoking roles.
 * The routes check the role first (moderation.console.routes.ts).
 */
export function createModerationConsole(db: Database) {
  const reportOf = (x: Awaited<ReturnType<typeof lookups.reportsAbout>>[number]): LookupReport => ({
    reportID: x.reportId,
    itemType: x.itemType,
    itemID: x.itemId,
    reason: x.reason,
    text: x.text,
    status: x.status,
    // The lookup's reports are members' (joined to their accounts); notices stay in the queue.
    reporter: { userID: x.reporterId ?? '', name: `${x.firstName ?? ''} ${x.lastName ?? ''}`.trim() },
    createdAt: unixSeconds(x.createdAt),
  });
  const few = <T>(list: T[]) => list.slice(0, consoleLimits.historyPerResult);

  async function operators() {
    const rows = await repo.operators(db);
    return rows.map((row) => ({
      userID: row.userId,
      email: row.email,
      name: `${row.firstName} ${row.lastName}`.trim(),
      role: row.role,
      grantedAt: unixSeconds(row.grantedAt),
    }));
  }

  return {
    /** GET /api/admin/trail.csv: the newest entries (up to the export's limit) as CSV. */
    async trailCsv(): Promise<string> {
      const rows = await repo.trail(db, consoleLimits.trailExportMax);
      return trailCsv(rows.map(trailEntryOf));
    },

    /** GET /api/admin/lookup?q=: accounts by e-mail or name, businesses by name, with history. */
    async lookup(q: string): Promise<Lookup> {
      const [accounts, businesses] = await Promise.all([
        lookups.accounts(db, q, consoleLimits.lookupResults),
        lookups.businesses(db, q, consoleLimits.lookupResults),
      ]);
      const accountIDs = accounts.map((a) => a.id);
      const businessIDs = businesses.map((b) => b.id);
      const [owned, products] = await Promise.all([
        lookups.itemsOf(db, accountIDs),
        lookups.productsOf(db, businessIDs),
      ]);
      const itemsOfBusiness = new Map<string, Set<string>>(businessIDs.map((id) => [id, new Set([id])]));
      for (const p of products) itemsOfBusiness.get(p.businessID)?.add(p.productID);
      const itemsOfAccount = new Map<string, Set<string>>(accountIDs.map((id) => [id, new Set()]));
      for (const item of owned) itemsOfAccount.get(item.account)?.add(item.id);
      const itemIDs = [
        ...new Set([...owned.map((i) => i.id), ...[...itemsOfBusiness.values()].flatMap((s) => [...s])]),
      ];
      const [reports, entries] = await Promise.all([
        lookups.reportsAbout(db, itemIDs),
        lookups.trailAbout(db, accountIDs, itemIDs),
      ]);
      const trail = entries.map(trailEntryOf);
      return {
        accounts: accounts.map((a) => {
          const items = itemsOfAccount.get(a.id)!;
          return {
            userID: a.id,
            email: a.email,
            name: `${a.firstName} ${a.lastName}`.trim(),
            role: a.role,
            suspension: a.suspended
              ? {
                  until: a.suspendedUntil ? unixSeconds(a.suspendedUntil) : null,
                  reason: a.suspensionReason ?? '',
                }
              : null,
            trail: few(
              trail.filter((e) => e.subjectAccountID === a.id || (e.itemID !== null && items.has(e.itemID))),
            ),
            reports: few(reports.filter((x) => items.has(x.itemId)).map(reportOf)),
          };
        }),
        businesses: businesses.map((b) => {
          const items = itemsOfBusiness.get(b.id)!;
          return {
            businessID: b.id,
            name: b.name,
            owner:
              b.ownerID && b.email
                ? {
                    userID: b.ownerID,
                    name: `${b.firstName ?? ''} ${b.lastName ?? ''}`.trim(),
                    email: b.email,
                  }
                : null,
            trail: few(trail.filter((e) => e.itemID !== null && items.has(e.itemID))),
            reports: few(reports.filter((x) => items.has(x.itemId)).map(reportOf)),
          };
        }),
      };
    },

    /** GET /api/admin/operators. */
    async operators() {
      return { operators: await operators() };
    },

    /** POST /api/admin/operators: an administrator grants or changes a role, recorded as theirs. */
    async grant(adminID: string, body: OperatorGrant) {
      const { entryID } = await changeRole(
        db,
        { action: 'grant', email: body.email, role: body.role },
        { operatorUserID: adminID, reason: 'granted in the console' },
      );
      return { entryID, operators: await operators() };
    },

    /** DELETE /api/admin/operators/{userID}: an administrator revokes another operator's role. */
    async revoke(adminID: string, accountID: string) {
      const { entryID } = await changeRole(
        db,
        { action: 'revoke', accountID },
        { operatorUserID: adminID, reason: 'revoked in the console' },
      );
      return { entryID, operators: await operators() };
    },
  };
}

export type ModerationConsole = ReturnType<typeof createModerationConsole>;
