import { sql, type SQL } from '@wbn/db';
import type { Party } from '@wbn/contracts';
import type { Column } from 'drizzle-orm';

/** The users columns a party is built from (the table or an alias of it). */
type PartyUser = Record<'userId' | 'firstName' | 'lastName' | 'profilePhotoUrl', Column>;
/** The businesses columns a party is built from (the table or an alias of it). */
type PartyBusiness = Record<'businessId' | 'companyName' | 'logoUrl', Column>;

/**
 * A party as JSON, built in SQL from a users row `u` and a businesses row `b` (null when the party
 * is the person): the business (its name and logo) or the person (their name and photo).
 */
export function partyJson(u: PartyUser, b: PartyBusiness): SQL<Party> {
  return sql<Party>`CASE WHEN ${b.businessId} IS NOT NULL THEN ${businessPartyJson(b)}
    ELSE jsonb_build_object(
      'kind', 'user', 'id', ${u.userId}, 'name', trim(${u.firstName} || ' ' || ${u.lastName}),
      'picture', CASE WHEN ${u.profilePhotoUrl} IS NULL THEN NULL
                      ELSE jsonb_build_object('url', ${u.profilePhotoUrl}) END) END`;
}

/** A business as a party, from a businesses row `b`. */
export function businessPartyJson(b: PartyBusiness): SQL<Party> {
  return sql<Party>`jsonb_build_object('kind', 'business', 'id', ${b.businessId}, 'name', ${b.companyName},
    'picture', CASE WHEN ${b.logoUrl} IS NULL THEN NULL ELSE jsonb_build_object('url', ${b.logoUrl}) END)`;
}
