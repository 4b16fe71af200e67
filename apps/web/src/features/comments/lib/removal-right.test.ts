import { describe, expect, it } from 'vitest';
import type { Comment } from '@wbn/contracts';
import { mayRemoveComment, type RemovalViewer } from './removal-right.ts';

const me = '0b0e8f3c-1111-4222-8333-944455556666';
const forge = '9a0e8f3c-1111-4222-8333-944455556666';
const byUser = (id: string) => ({ whoComment: { kind: 'user', id, name: 'x', photo: null } }) as Comment;
const byBusiness = (id: string) =>
  ({ whoComment: { kind: 'business', id, name: 'x', photo: null } }) as Comment;
const viewer = (over: Partial<RemovalViewer> = {}): RemovalViewer => ({
  userID: me,
  moderated: false,
  answeringBusinessID: undefined,
  myBusinesses: [],
  ...over,
});

describe('who may remove a comment (as the API decides)', () => {
  it('its author, and nobody signed out', () => {
    expect(mayRemoveComment(viewer(), byUser(me))).toBe(true);
    expect(mayRemoveComment(viewer(), byUser('someone-else'))).toBe(false);
    expect(mayRemoveComment(viewer({ userID: null, moderated: true }), byUser(me))).toBe(false);
  });

  it('an owner or admin of the business it was written as, not a plain member', () => {
    expect(
      mayRemoveComment(viewer({ myBusinesses: [{ businessID: forge, access: 'admin' }] }), byBusiness(forge)),
    ).toBe(true);
    expect(
      mayRemoveComment(
        viewer({ myBusinesses: [{ businessID: forge, access: 'member' }] }),
        byBusiness(forge),
      ),
    ).toBe(false);
  });

  it('whoever answers for what it is on: the post they may remove, the product of a business they manage', () => {
    expect(mayRemoveComment(viewer({ moderated: true }), byUser('someone-else'))).toBe(true);
    const productOwner = viewer({
      answeringBusinessID: forge,
      myBusinesses: [{ businessID: forge, access: 'owner' }],
    });
    expect(mayRemoveComment(productOwner, byUser('someone-else'))).toBe(true);
    expect(mayRemoveComment(viewer({ answeringBusinessID: forge }), byUser('someone-else'))).toBe(false);
  });
});
