import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { currencyRates } from './schema/reference.ts';

export type RateRow = { currency: string; rateDate: string; perUsd: number; source: string };

/**
 * Reads a rates file: one `date,currency,units_per_usd` line per rate (a header line and blank
 * lines are skipped). Throws naming the first bad line, so nothing of a broken file is loaded.
 */
export function parseRates(csv: string, source: string): RateRow[] {
  const rows: RateRow[] = [];
  csv.split(/\r?\n/).forEach((line, i) => {
    const cells = line.split(',').map((c) => c.trim());
    if (cells.join('') === '' || (i === 0 && /^date$/i.test(cells[0] ?? ''))) return;
    const [rateDate = '', currency = '', value = ''] = cells;
    const perUsd = Number(value);
    const dayOk = /^\d{4}-\d{2}-\d{2}$/.test(rateDate) && !Number.isNaN(Date.parse(`${rateDate}T00:00:00Z`));
    if (
      cells.length !== 3 ||
      !dayOk ||
      !/^[A-Z]{3}$/.test(currency) ||
      !(perUsd > 0) ||
      !Number.isFinite(perUsd)
    ) {
      throw new Error(
        `line ${i + 1}: expected date,currency,units_per_usd (2026-11-27,EUR,0.92); got "${line}"`,
      );
    }
    rows.push({ currency, rateDate, perUsd, source });
  });
  return rows;
}

/**
 * Loads rates (a day's rate for a currency replaces the one stored, and within a file the last
 * line for a day wins); answers how many lines were read.
 */
export async function importRates(db: Database, lines: readonly RateRow[]): Promise<number> {
  const rows = [...new Map(lines.map((r) => [`${r.currency} ${r.rateDate}`, r])).values()];
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(currencyRates)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [currencyRates.currency, currencyRates.rateDate],
        set: { perUsd: sql`excluded.per_usd`, source: sql`excluded.source` },
      });
  }
  return lines.length;
}
