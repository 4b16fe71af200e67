import { z } from 'zod';
import { emailSchema } from './identity.ts';
import { businessAccessSchema } from './business-access.ts';
import { photoSchema } from './business-parts.ts';

/** GET|POST|PATCH|DELETE /api/business/{id}/members[/{userID}]. */

export const memberRoles = ['admin', 'member'] as const;
export const memberRoleSchema = z.enum(memberRoles);

export const addMemberSchema = z.object({ email: emailSchema, role: memberRoleSchema });
export const changeMemberRoleSchema = z.object({ role: memberRoleSchema });
export const memberParamsSchema = z.object({
  id: z.uuid({ message: 'Not a valid business id' }),
  userID: z.uuid({ message: 'Not a valid user id' }),
});

export const businessMemberSchema = z.object({
  userID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profilePhoto: photoSchema.nullable(),
  role: businessAccessSchema,
  since: z.number().int(),
});
export type BusinessMember = z.infer<typeof businessMemberSchema>;
