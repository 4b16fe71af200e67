import { idempotencyKeySchema } from '@wbn/contracts';

/** One checkout attempt: its key, and what it sends (a retry of other details is another attempt). */
export interface Attempt {
  key: string;
  fingerprint: string;
}

/** 32 random hex characters (a UUID without its dashes), within the contract's 16-100 of [A-Za-z0-9_-]. */
export function newIdempotencyKey(): string {
  const key =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID().replace(/-/g, '')
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
          '',
        );
  return idempotencyKeySchema.parse(key);
}

/**
 * The attempt for a payment about to be sent: the unanswered one again when it sends the same
 * details (a retry after a network failure or a time-out must not charge twice), else a new one.
 * The caller forgets the attempt once the server has given a definite answer.
 */
export function attemptFor(previous: Attempt | null, fingerprint: string): Attempt {
  return previous && previous.fingerprint === fingerprint
    ? previous
    : { key: newIdempotencyKey(), fingerprint };
}
