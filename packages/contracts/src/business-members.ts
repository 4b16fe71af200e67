import { z } from 'zod';
import { emailSchema } from './identity.ts';
import { businessAccessSchema, photoSchema } from './business-parts.ts';

/**
 * The people of a business and the invitations that bring them in (decision 0012):
 *
 * - GET|PATCH|DELETE /api/business/{id}/members[/{userID}]           the people, roles, leaving
 * - GET|POST /api/business/{id}/invitations, DELETE …/{invitationID}  owner and admins invite
 * - GET /api/business/invitations/mine                                 the invited person's list
 * - POST /api/business/invitations/{invitationID}/accept|decline       their answer
 *
 * Nobody is added without saying yes: an invitation names an e-mail address, and only the
 * account with that address sees it and may accept it.
 */

export const memberRoles = ['admin', 'member'] as const;
export const memberRoleSchema = z.enum(memberRoles);
export type MemberRole = z.infer<typeof memberRoleSchema>;

export const inviteMemberSchema = z.object({ email: emailSchema, role: memberRoleSchema });
export type InviteMember = z.infer<typeof inviteMemberSchema>;
export const changeMemberRoleSchema = z.object({ role: memberRoleSchema });
export const memberParamsSchema = z.object({
  id: z.uuid({ message: 'Not a valid business id' }),
  userID: z.uuid({ message: 'Not a valid user id' }),
});
export const invitationParamsSchema = z.object({
  id: z.uuid({ message: 'Not a valid business id' }),
  invitationID: z.uuid({ message: 'Not a valid invitation id' }),
});
export const invitationIdParamsSchema = z.object({
  invitationID: z.uuid({ message: 'Not a valid invitation id' }),
});

export const businessMemberSchema = z.object({
  userID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Shown to the owner and admins (who manage the people) and to each person for their own row. */
  email: z.string().nullable(),
  profilePhoto: photoSchema.nullable(),
  role: businessAccessSchema,
  since: z.number().int(),
});
export type BusinessMember = z.infer<typeof businessMemberSchema>;

const personName = z.object({ firstName: z.string(), lastName: z.string() });

/** An open invitation as the business's owner and admins see it (times in Unix seconds). */
export const businessInvitationSchema = z.object({
  invitationID: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  /** Who sent it; null once that account is gone. */
  invitedBy: personName.nullable(),
  sent: z.number().int(),
  expires: z.number().int(),
});
export type BusinessInvitation = z.infer<typeof businessInvitationSchema>;

/** An open invitation as the invited person sees it. */
export const myInvitationSchema = z.object({
  invitationID: z.string(),
  role: memberRoleSchema,
  business: z.object({
    businessID: z.string(),
    companyName: z.string(),
    profilePhoto: photoSchema.nullable(),
  }),
  invitedBy: personName.nullable(),
  sent: z.number().int(),
  expires: z.number().int(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

/** POST …/accept: the business joined and the role held in it. */
export const invitationAcceptedSchema = z.object({ businessID: z.string(), access: businessAccessSchema });
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;
