import { canManageBusiness, type BusinessAccess, type BusinessMember } from '@wbn/contracts';

/**
 * What the members tab offers for one row, mirroring the API's rules (business.service.ts):
 * owner and admins change roles and remove anyone but the owner; anyone but the owner may leave;
 * the owner's row is never changed or removed.
 */
export interface MemberActions {
  changeRole: boolean;
  remove: boolean;
  leave: boolean;
}

export function memberActions(
  viewerAccess: BusinessAccess | null | undefined,
  viewerID: string | null,
  member: Pick<BusinessMember, 'userID' | 'role'>,
): MemberActions {
  const self = viewerID !== null && member.userID === viewerID;
  if (member.role === 'owner') return { changeRole: false, remove: false, leave: false };
  const manager = canManageBusiness(viewerAccess);
  return { changeRole: manager, remove: manager && !self, leave: self };
}

const roleOrder: Record<BusinessAccess, number> = { owner: 0, admin: 1, member: 2 };

/** Owner first, then admins, then members; by name within a role. */
export const sortMembers = (list: readonly BusinessMember[]): BusinessMember[] =>
  [...list].sort(
    (a, b) =>
      roleOrder[a.role] - roleOrder[b.role] ||
      `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`),
  );
