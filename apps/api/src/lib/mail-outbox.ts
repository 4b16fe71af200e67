import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UiLanguage } from '@wbn/contracts';

/** One plain-text message for the outbox. */
export interface OutboxMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  /** The language its texts are in (decision 0029), said in its Content-Language header. */
  language: UiLanguage;
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
    `From: ${headerAddress(mail.from)}`,
    `To: ${headerAddress(mail.to)}`,
    ...(mail.replyTo ? [`Reply-To: ${headerAddress(mail.replyTo)}`] : []),
    `Subject: ${headerText(mail.subject)}`,
    `Date: ${mail.date.toUTCString()}`,
    `Message-ID: <${mail.id}.${randomBytes(4).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    `Content-Language: ${mail.language}`,
    '',
    mail.body.replace(/\r?\n/g, '\r\n'),
    '',
  ].join('\r\n');
  await writeFile(file, message, 'utf8');
  return file;
}

/** Header values must never carry a line break (header injection). */
export const headerSafe = (s: string) => s.replace(/[\r\n]+/g, ' ');

/** Bytes of text per encoded word: 48 characters of base64, so a folded line stays under 76. */
const wordBytes = 36;

/**
 * A header's text as it may travel: plain ASCII as it is, anything else (a translated subject, a
 * name with an accent) as RFC 2047 encoded words, split between characters and folded.
 */
export function headerText(text: string): string {
  const safe = headerSafe(text);
  if (/^[\x20-\x7e]*$/.test(safe)) return safe;
  const words: string[] = [];
  let word = '';
  for (const char of safe) {
    if (word && Buffer.byteLength(word + char) > wordBytes) {
      words.push(word);
      word = '';
    }
    word += char;
  }
  words.push(word);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w, 'utf8').toString('base64')}?=`).join('\r\n ');
}

/** `Name <address>` with the name encoded (or quoted, when it holds a comma or the like). */
function headerAddress(value: string): string {
  const match = /^(.*?)\s*<([^<>]+)>$/.exec(headerSafe(value).trim());
  if (!match) return headerSafe(value);
  const name = match[1]!.trim();
  if (!name) return `<${match[2]}>`;
  const shown = /^[\x20-\x7e]*$/.test(name)
    ? /[()<>[\]:;@\\,."]/.test(name)
      ? `"${name.replace(/["\\]/g, '\\$&')}"`
      : name
    : headerText(name);
  return `${shown} <${match[2]}>`;
}
