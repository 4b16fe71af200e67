import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One plain-text message for the outbox. */
export interface OutboxMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  date: Date;
  /** The left part of the Message-ID (a record's id), made unique with a random suffix. */
  id: string;
  /** Names the file after the date: `<date>-<tag>.eml`. */
  fileTag: string;
  body: string;
}

/**
 * Writes a message to the mail outbox (`${DATA_DIR}/mail/`) as an RFC 5322 file (.eml), the
 * embedded stand-in for SMTP that ARCHITECTURE.md describes. Answers the file's path, for the log.
 * The caller writes it after its transaction commits (a retried transaction must not mail twice).
 */
export async function writeOutboxMail(dataDir: string, mail: OutboxMail): Promise<string> {
  const dir = join(dataDir, 'mail');
  await mkdir(dir, { recursive: true });
  const stamp = mail.date.toISOString().replace(/[:.]/g, '-');
  const file = join(dir, `${stamp}-${mail.fileTag}.eml`);
  const domain = /@([^>\s]+)/.exec(mail.from)?.[1] ?? 'localhost';
  const message = [
    `From: ${headerSafe(mail.from)}`,
    `To: ${headerSafe(mail.to)}`,
    ...(mail.replyTo ? [`Reply-To: ${headerSafe(mail.replyTo)}`] : []),
    `Subject: ${headerSafe(mail.subject)}`,
    `Date: ${mail.date.toUTCString()}`,
    `Message-ID: <${mail.id}.${randomBytes(4).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.body.replace(/\r?\n/g, '\r\n'),
    '',
  ].join('\r\n');
  await writeFile(file, message, 'utf8');
  return file;
}

/** Header values must never carry a line break (header injection). */
export const headerSafe = (s: string) => s.replace(/[\r\n]+/g, ' ');
