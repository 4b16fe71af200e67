import { isUuid } from '@wbn/contracts';
import { AppError } from './app-error.ts';

/** A keyset position: a row's exact timestamp (PostgreSQL's text of it) and its uuid. */
export interface KeysetPosition {
  at: string;
  id: string;
}

// PostgreSQL's timestamptz text: 2026-11-25 17:41:48.123456+00
const timestampPattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** base64url of the position: opaque to the browser; a new row cannot shift a page as an offset would. */
export const encodeKeyset = (p: KeysetPosition): string =>
  Buffer.from(`${p.at}|${p.id}`, 'utf8').toString('base64url');

/** The position in a cursor; a malformed one is a 400 naming `path`. */
export function decodeKeyset(cursor: string, path: string, message: string): KeysetPosition {
  const [at, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !at || !id || !timestampPattern.test(at) || !isUuid(id)) {
    throw AppError.badRequest(path, message);
  }
  return { at, id };
}
