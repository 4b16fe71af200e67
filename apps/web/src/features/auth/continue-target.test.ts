import { describe, expect, it } from 'vitest';
import { openRedirectPayloads } from '@wbn/contracts/testing';
import { continueTarget } from './continue-target.ts';

const origin = 'http://mexico.localhost:3000';

/** What `location.replace(target)` does on a page of this portal: resolve it against the page. */
const followed = (target: string) => new URL(target, `${origin}/SetID/?token=x`);

describe('where /SetID/ goes after a sign-in (finding 1 of issue 27)', () => {
  it.each(openRedirectPayloads(origin))('%j stays on this portal', (payload) => {
    expect(followed(continueTarget(payload, origin)).origin).toBe(origin);
  });

  it('follows an address on this portal with its query and fragment, and nothing else', () => {
    expect(continueTarget(`${origin}/newsfeed?x=1#top`, origin)).toBe(`${origin}/newsfeed?x=1#top`);
    expect(continueTarget('/my-business', origin)).toBe(`${origin}/my-business`);
    expect(continueTarget('http://italy.localhost:3000/newsfeed', origin)).toBe(`${origin}/`);
    expect(continueTarget(`${origin}/SetID/?token=again`, origin)).toBe(`${origin}/`);
    expect(continueTarget(null, origin)).toBe(`${origin}/`);
  });
});
