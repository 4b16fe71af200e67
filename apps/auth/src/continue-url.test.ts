import { describe, expect, it } from 'vitest';
import { portalOrigins } from '@wbn/contracts';
import { openRedirectPayloads } from '@wbn/contracts/testing';
import { handoffUrl, resolveContinue } from './continue-url.ts';

const publicUrl = 'http://localhost:3000';
const portals = portalOrigins(publicUrl);

/** Where a browser ends up when it follows only the path of `url` (what /SetID/ once did). */
const pathAlone = (url: URL) => new URL(`${url.pathname}${url.search}${url.hash}`, url.origin);

describe('continue after a sign-in (finding 1 of issue 27)', () => {
  const payloads = [
    ...openRedirectPayloads(publicUrl),
    // The same tricks behind a country portal's origin.
    ...openRedirectPayloads('http://mexico.localhost:3000').filter((p) => p.startsWith('http://mexico.')),
  ];

  it('has the thirty payloads', () => {
    expect(openRedirectPayloads(publicUrl)).toHaveLength(30);
  });

  it.each(payloads)('%j stays on a portal origin, even read as a path alone', (payload) => {
    const destination = resolveContinue(payload, publicUrl);
    const url = new URL(destination.url);
    expect(portals).toContain(url.origin);
    expect(url.origin).toBe(destination.origin);
    expect(pathAlone(url).origin).toBe(destination.origin);
    expect(url.pathname).not.toMatch(/^\/[/\\]/);
    // The handoff carries the rebuilt address, never the one given.
    const handoff = new URL(handoffUrl(destination, 'code'));
    expect(handoff.origin).toBe(destination.origin);
    expect(pathAlone(new URL(handoff.searchParams.get('continue')!)).origin).toBe(destination.origin);
  });

  it('keeps an ordinary portal address whole: path, query and fragment', () => {
    expect(resolveContinue('http://italy.localhost:3000/newsfeed?x=1#top', publicUrl)).toEqual({
      origin: 'http://italy.localhost:3000',
      url: 'http://italy.localhost:3000/newsfeed?x=1#top',
    });
    expect(resolveContinue('/my-business', publicUrl).url).toBe('http://localhost:3000/my-business');
  });
});
