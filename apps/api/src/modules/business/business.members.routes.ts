import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessIdParamsSchema,
  businessInvitationSchema,
  businessMemberSchema,
  changeMemberRoleSchema,
  invitationAcceptedSchema,
  invitationIdParamsSchema,
  invitationParamsSchema,
  inviteMemberSchema,
  memberParamsSchema,
  myInvitationSchema,
  okEnvelope,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { userOf } from '../../plugins/auth.ts';
import type { BusinessService } from './business.service.ts';

const security = [{ wbnAuth: [] }];
const tags = ['business'];

/** The people of a business, and the invitations that bring new ones in (decision 0012). */
export const memberRoutes: FastifyPluginAsyncZod<{ business: BusinessService }> = async (
  app,
  { business: service },
) => {
  const membersResponse = { 200: okEnvelope(z.array(businessMemberSchema)) };

  app.get(
    '/business/:id/members',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The people of a business (owner, admins and members may see them)',
        security,
        params: businessIdParamsSchema,
        response: membersResponse,
      },
    },
    async (request) => ok(await service.members(userOf(request), request.params.id)),
  );

  app.patch(
    '/business/:id/members/:userID',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Changes a member's role (owner or admin; never the owner's)",
        security,
        params: memberParamsSchema,
        body: changeMemberRoleSchema,
        response: membersResponse,
      },
    },
    async (request) =>
      ok(
        await service.changeMemberRole(
          userOf(request),
          request.params.id,
          request.params.userID,
          request.body.role,
        ),
      ),
  );

  app.delete(
    '/business/:id/members/:userID',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Removes a member (owner or admin), or leaves (oneself); never the owner',
        security,
        params: memberParamsSchema,
        response: { 200: okEnvelope(z.object({ removed: z.literal(true) })) },
      },
    },
    async (request) => {
      await service.removeMember(userOf(request), request.params.id, request.params.userID);
      return ok({ removed: true as const });
    },
  );

  // ----- invitations (decision 0012): nobody joins without accepting ---------------------------

  const invitationsResponse = { 200: okEnvelope(z.array(businessInvitationSchema)) };

  app.get(
    '/business/:id/invitations',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The open invitations of a business (owner or admin)',
        security,
        params: businessIdParamsSchema,
        response: invitationsResponse,
      },
    },
    async (request) => ok(await service.invitations(userOf(request), request.params.id)),
  );

  app.post(
    '/business/:id/invitations',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Invites an e-mail address as admin or member (owner or admin); the same answer whether or not an account uses it',
        security,
        params: businessIdParamsSchema,
        body: inviteMemberSchema,
        response: invitationsResponse,
      },
    },
    async (request) =>
      ok(await service.invite(userOf(request), request.params.id, request.body, requestLanguage(request))),
  );

  app.delete(
    '/business/:id/invitations/:invitationID',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Withdraws an open invitation (owner or admin)',
        security,
        params: invitationParamsSchema,
        response: { 200: okEnvelope(z.object({ withdrawn: z.literal(true) })) },
      },
    },
    async (request) => {
      await service.withdrawInvitation(userOf(request), request.params.id, request.params.invitationID);
      return ok({ withdrawn: true as const });
    },
  );

  app.get(
    '/business/invitations/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The open invitations to the signed-in user's e-mail address",
        security,
        response: { 200: okEnvelope(z.array(myInvitationSchema)) },
      },
    },
    async (request) => ok(await service.myInvitations(userOf(request))),
  );

  app.post(
    '/business/invitations/:invitationID/accept',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Accepts an invitation to the signed-in user: they join with its role',
        security,
        params: invitationIdParamsSchema,
        response: { 200: okEnvelope(invitationAcceptedSchema) },
      },
    },
    async (request) => ok(await service.acceptInvitation(userOf(request), request.params.invitationID)),
  );

  app.post(
    '/business/invitations/:invitationID/decline',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Declines an invitation to the signed-in user',
        security,
        params: invitationIdParamsSchema,
        response: { 200: okEnvelope(z.object({ declined: z.literal(true) })) },
      },
    },
    async (request) => {
      await service.declineInvitation(userOf(request), request.params.invitationID);
      return ok({ declined: true as const });
    },
  );
};
