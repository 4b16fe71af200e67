import { afterEach, describe, expect, it } from 'vitest';
import type { PublicProfile } from '@wbn/contracts';
import '../../app/i18n-all.ts';
import { sessionStore } from '../../shared/session/session.ts';
import { renderHtml, textOf } from '../../shared/testing/render-html.test-data.tsx';
import { profileKeys } from './api/profile-keys.ts';
import { PublicProfileScreen } from './screens/PublicProfileScreen.tsx';

const ownerID = '6a1f0c2e-8b9d-4e3f-a7c6-5d4b3a2e1f00';
const readerID = '0b0e8f3c-1111-4222-8333-944455556666';
// Only the fields the profile's view reads.
const profile = {
  userID: ownerID,
  firstName: 'Rafael',
  lastName: 'Soto',
  username: null,
  reactions: { reactionCount: { like: 0 } },
} as unknown as PublicProfile;

const render = () =>
  textOf(
    renderHtml(
      <PublicProfileScreen
        timeline={() => null}
        report={(owner, label) => <button>{`${label}: ${owner.firstName}`}</button>}
      />,
      {
        path: `/profile/${ownerID}`,
        pattern: '/profile/:id',
        data: [[profileKeys.public(ownerID), profile]],
      },
    ),
  );

afterEach(() => sessionStore.set({ status: 'anonymous', userID: null, profile: null }));

describe('the public profile’s Report', () => {
  it('is offered to visitors and other readers, not on one’s own profile', () => {
    expect(render()).toContain('Report: Rafael');
    sessionStore.set({ status: 'authenticated', userID: readerID, profile: null });
    expect(render()).toContain('Report: Rafael');
    sessionStore.set({ status: 'authenticated', userID: ownerID, profile: null });
    expect(render()).not.toContain('Report');
  });
});
