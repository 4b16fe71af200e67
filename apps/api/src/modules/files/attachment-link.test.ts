import { describe, expect, it } from 'vitest';
import {
  attachmentLinkLifetimeSeconds,
  checkFileLink,
  isPrivateFileKey,
  signedFileUrl,
} from './attachment-link.ts';

const secret = 'attachment-link-test-secret-0123456789';
const key = 'images/inquiry-attachment/AAAAAAAAAAAAAAAAAAAAAA.pdf';
const now = 1_750_000_000;
const queryOf = (url: string) => url.slice(url.indexOf('?') + 1);

describe('signed attachment links', () => {
  it('cover inquiry attachments only', () => {
    expect(isPrivateFileKey(key)).toBe(true);
    expect(isPrivateFileKey('images/inquiry-attachment/AAAAAAAAAAAAAAAAAAAAAA.webp')).toBe(true);
    expect(isPrivateFileKey('images/post-image/AAAAAAAAAAAAAAAAAAAAAA.webp')).toBe(false);
  });

  it('live at most the lifetime, and are the same text for a few minutes', () => {
    const url = signedFileUrl(secret, key, now);
    expect(url).toMatch(/^\/files\/images\/inquiry-attachment\/A{22}\.pdf\?expires=\d+&signature=[\w-]{43}$/);
    const expires = Number(/expires=(\d+)/.exec(url)![1]);
    expect(expires).toBeLessThanOrEqual(now + attachmentLinkLifetimeSeconds);
    expect(expires).toBeGreaterThan(now + attachmentLinkLifetimeSeconds - 300);
    expect(signedFileUrl(secret, key, expires - attachmentLinkLifetimeSeconds + 299)).toBe(url);
    const check = checkFileLink(secret, key, queryOf(url), now);
    expect(check).toEqual({ ok: true, secondsLeft: expires - now });
  });

  it('are bound to their key, their expiry and the secret', () => {
    const query = queryOf(signedFileUrl(secret, key, now));
    const invalid = { ok: false, reason: 'invalid' };
    expect(checkFileLink(secret, key.replace('AAAA', 'AAAB'), query, now)).toEqual(invalid);
    expect(checkFileLink('another-secret-0123456789-0123456789', key, query, now)).toEqual(invalid);
    expect(
      checkFileLink(
        secret,
        key,
        query.replace(/expires=(\d+)/, (_, e) => `expires=${Number(e) + 1}`),
        now,
      ),
    ).toEqual(invalid);
  });

  it('take only the spelling they are written in', () => {
    const query = queryOf(signedFileUrl(secret, key, now));
    const [expires, signature] = query.split('&') as [string, string];
    for (const other of [
      '',
      `${query}=`,
      `${query}==`,
      `${signature}&${expires}`,
      `${query}&x=1`,
      `x=1&${query}`,
      query.replace('expires=', 'expires=0'),
      query.replace('expires=', 'expires=+'),
      query.toUpperCase(),
    ]) {
      expect(checkFileLink(secret, key, other, now), other).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('expire: a correctly signed link from an hour ago is told apart from a forged one', () => {
    const old = queryOf(signedFileUrl(secret, key, now - attachmentLinkLifetimeSeconds));
    expect(checkFileLink(secret, key, old, now)).toEqual({ ok: false, reason: 'expired' });
  });
});
