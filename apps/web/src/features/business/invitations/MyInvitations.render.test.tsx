import { describe, expect, it } from 'vitest';
import type { MyInvitation } from '@wbn/contracts';
import { businessKeys } from '../api/business-keys.ts';
import { renderAt, textOf } from '../edit/render-helpers.test-data.tsx';
import { MyInvitations } from './MyInvitations.tsx';

const invitation: MyInvitation = {
  invitationID: '6c0e8e49-6f2f-4b43-9a51-4c1b3b0f5f10',
  role: 'admin',
  business: { businessID: 'b1', companyName: 'Engranes Navarro', profilePhoto: null },
  invitedBy: { firstName: 'Olga', lastName: 'Navarro' },
  sent: 1_767_225_600,
  expires: 1_769_817_600,
};

describe('MyInvitations', () => {
  it('says who invited the user to which business and role, with Accept and Decline', () => {
    const html = renderAt(<MyInvitations />, { data: [[businessKeys.myInvitations(), [invitation]]] });
    const text = textOf(html);
    expect(text).toContain('Invitations');
    expect(text).toContain('Olga Navarro invited you to join Engranes Navarro as an admin.');
    expect(html).toContain('aria-label="Accept the invitation to Engranes Navarro"');
    expect(html).toContain('aria-label="Decline the invitation to Engranes Navarro"');
  });

  it('shows nothing when there are no invitations', () => {
    expect(renderAt(<MyInvitations />, { data: [[businessKeys.myInvitations(), []]] })).toBe('');
  });
});
