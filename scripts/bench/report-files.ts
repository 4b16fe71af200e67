/** What every mode of the benchmark leaves behind: its report printed, and written with its figures. */
import { writeFileSync } from 'node:fs';

/**
 * Writes the markdown report to `<file>.md` (with a final line break when `newlineAtEnd`) and the
 * raw figures to `<file>.json`, then prints the report after a blank line.
 */
export function writeReport(
  file: string,
  report: string,
  results: unknown,
  options: { newlineAtEnd?: boolean } = {},
): void {
  writeFileSync(`${file}.md`, options.newlineAtEnd ? `${report}\n` : report);
  writeFileSync(`${file}.json`, JSON.stringify(results, null, 2));
  console.info(`\n${report}`);
}
