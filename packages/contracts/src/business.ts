/**
 * Businesses (core spec sections 2-4, 6, 7, 9). Field names are the spec's, `yearStablished`
 * (sic) included. Calls (see docs/decisions/0004-businesses.md):
 *
 * - POST /api/business/profile/create                      createBusinessSchema → the profile
 * - GET  /api/business/profile/my-list                     my-business cards
 * - GET  /api/business/profile/list-business?userID=       a user's businesses (user.ts)
 * - GET  /api/business/profile/{id}                        { data: profile, session: { access } }
 * - PUT  /api/business/profile/{id}/{section}              one section, replaced whole
 * - POST|PUT|DELETE /api/business/{id}/certificates[/{cid}]
 * - GET|PATCH|DELETE /api/business/{id}/members[/{userID}], GET|POST|DELETE …/{id}/invitations
 * - GET /api/business/invitations/mine, POST /api/business/invitations/{id}/accept|decline
 *
 * The schemas live in business-*.ts by topic; this file re-exports them (index.ts exports this
 * file), so importers keep one path. business-parts.ts holds private building blocks and is left out,
 * bar the schema of a user's standing in a business.
 */
export { businessAccessSchema } from './business-parts.ts';
export * from './business-access.ts';
export * from './business-limits.ts';
export * from './business-fields.ts';
export * from './business-create.ts';
export * from './business-sections.ts';
export * from './business-certificates.ts';
export * from './business-profile.ts';
export * from './business-members.ts';
