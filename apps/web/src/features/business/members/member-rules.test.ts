import { describe, expect, it } from 'vitest';
import type { BusinessMember } from '@wbn/contracts';
import { memberActions, sortMembers } from './member-rules.ts';

const owner = { userID: 'u-owner', role: 'owner' } as const;
const admin = { userID: 'u-admin', role: 'admin' } as const;
const member = { userID: 'u-member', role: 'member' } as const;
const none = { changeRole: false, remove: false, leave: false };

describe('what the members tab offers', () => {
  it('never touches the owner row, whoever looks', () => {
    expect(memberActions('owner', 'u-owner', owner)).toEqual(none);
    expect(memberActions('admin', 'u-admin', owner)).toEqual(none);
  });

  it('lets owner and admins change roles and remove others, and anyone but the owner leave', () => {
    expect(memberActions('owner', 'u-owner', admin)).toEqual({
      changeRole: true,
      remove: true,
      leave: false,
    });
    expect(memberActions('admin', 'u-admin', member)).toEqual({
      changeRole: true,
      remove: true,
      leave: false,
    });
    expect(memberActions('admin', 'u-admin', admin)).toEqual({
      changeRole: true,
      remove: false,
      leave: true,
    });
    expect(memberActions('member', 'u-member', member)).toEqual({
      changeRole: false,
      remove: false,
      leave: true,
    });
    expect(memberActions('member', 'u-member', admin)).toEqual(none);
    expect(memberActions(null, null, member)).toEqual(none);
  });

  it('lists the owner first, then admins, then members, by name', () => {
    const people = [
      { firstName: 'Zoe', lastName: 'M', role: 'member' },
      { firstName: 'Ann', lastName: 'A', role: 'admin' },
      { firstName: 'Bob', lastName: 'M', role: 'member' },
      { firstName: 'Olga', lastName: 'O', role: 'owner' },
    ].map(
      (p, i) =>
        ({ ...p, userID: `u${i}`, email: `${i}@x.example`, profilePhoto: null, since: 0 }) as BusinessMember,
    );
    expect(sortMembers(people).map((p) => p.firstName)).toEqual(['Olga', 'Ann', 'Bob', 'Zoe']);
  });
});
