import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One message of the mail outbox, its headers unfolded and decoded (RFC 2047), its body as text. */
export interface OutboxMessage {
  file: string;
  headers: Record<string, string>;
  subject: string;
  to: string;
  language: string | undefined;
  body: string;
}

/** Encoded words (`=?UTF-8?B?…?=`) back to text; the space between two of them is not text. */
export const decodeHeader = (value: string): string =>
  value
    .replace(/(\?=)\s+(?==\?UTF-8\?B\?)/gi, '$1')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));

export function parseOutboxMail(file: string, text: string): OutboxMessage {
  const split = text.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of text
    .slice(0, split)
    .replace(/\r\n[ \t]/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  return {
    file,
    headers,
    subject: headers.subject ?? '',
    to: headers.to ?? '',
    language: headers['content-language'],
    body: text.slice(split + 4).replace(/\r\n/g, '\n'),
  };
}

/** The outbox's messages whose file name holds `tag` (test helper, not a test itself). */
export async function outboxMails(dataDir: string, tag: string): Promise<OutboxMessage[]> {
  const dir = join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.includes(tag)).sort();
  return Promise.all(files.map(async (f) => parseOutboxMail(f, await readFile(join(dir, f), 'utf8'))));
}
