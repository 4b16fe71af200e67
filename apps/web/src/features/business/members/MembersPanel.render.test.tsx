import { afterEach, describe, expect, it } from 'vitest';
import type { BusinessInvitation, BusinessMember } from '@wbn/contracts';
import { sessionStore } from '../../../shared/session/session.ts';
import { businessKeys } from '../api/business-keys.ts';
import { renderAt, textOf } from '../edit/render-helpers.test-data.tsx';
import { MembersPanel } from './MembersPanel.tsx';

const businessID = '0b6f3a52-6c1f-4c55-9a40-93a0a9a9b2d1';
const person = (userID: string, firstName: string, role: BusinessMember['role']): BusinessMember => ({
  userID,
  firstName,
  lastName: 'Test',
  email: `${firstName.toLowerCase()}@example.com`,
  profilePhoto: null,
  role,
  since: 0,
});
const people = [person('u1', 'Olga', 'owner'), person('u2', 'Ann', 'admin'), person('u3', 'Bob', 'member')];
const pending: BusinessInvitation[] = [
  {
    invitationID: 'i1',
    email: 'carla@example.com',
    role: 'admin',
    invitedBy: { firstName: 'Olga', lastName: 'Test' },
    sent: 1_767_225_600,
    expires: 1_769_817_600,
  },
];

const renderAs = (userID: string, access: BusinessMember['role']) => {
  sessionStore.set({ status: 'authenticated', userID, profile: null });
  return renderAt(<MembersPanel businessID={businessID} access={access} />, {
    data: [
      [businessKeys.members(businessID), people],
      [businessKeys.invitations(businessID), pending],
    ],
  });
};

describe('MembersPanel', () => {
  afterEach(() => sessionStore.set({ status: 'anonymous', userID: null, profile: null }));

  it('shows everyone with e-mail and role; the owner row has no controls', () => {
    const html = renderAs('u1', 'owner');
    const text = textOf(html);
    expect(text).toContain('olga@example.com');
    expect(text).toContain('Owner');
    expect(html).not.toContain('Role of Olga Test');
    expect(html).not.toContain('Remove Olga Test');
    expect(html).toContain('Role of Ann Test');
    expect(html).toContain('aria-label="Remove Bob Test"');
    expect(text).toContain('Send invitation');
    expect(text).toContain('The person joins only after accepting it');
  });

  it('lists the pending invitations to owner and admins, each with Withdraw', () => {
    for (const [userID, access] of [
      ['u1', 'owner'],
      ['u2', 'admin'],
    ] as const) {
      const html = renderAs(userID, access);
      expect(textOf(html)).toContain('Pending invitations');
      expect(textOf(html)).toContain('carla@example.com');
      expect(html).toContain('aria-label="Withdraw the invitation to carla@example.com"');
    }
    expect(textOf(renderAs('u3', 'member'))).not.toContain('Pending invitations');
  });

  it('gives an admin no way to remove themselves except leaving', () => {
    const html = renderAs('u2', 'admin');
    expect(html).not.toContain('Remove Ann Test');
    expect(textOf(html)).toContain('Leave this business');
  });

  it('is read-only for members', () => {
    const html = renderAs('u3', 'member');
    const text = textOf(html);
    expect(text).toContain('Only the owner and admins can invite people or change roles.');
    expect(html).not.toContain('Role of');
    expect(text).not.toContain('Send invitation');
    expect(text).toContain('Leave this business');
  });
});
