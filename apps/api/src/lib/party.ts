import { sql, type SQL } from '@wbn/db';

/**
 * A party as JSON, built in SQL from a users row `u` and a businesses row `b` (null when the party
 * is the person): the business (its name and logo) or the person (their name and photo).
 */
export function partyJson(u: string, b: string): SQL {
  return sql.raw(`CASE WHEN ${b}.business_id IS NOT NULL THEN jsonb_build_object(
      'kind', 'business', 'id', ${b}.business_id, 'name', ${b}.company_name,
      'picture', CASE WHEN ${b}.logo_url IS NULL THEN NULL ELSE jsonb_build_object('url', ${b}.logo_url) END)
    ELSE jsonb_build_object(
      'kind', 'user', 'id', ${u}.user_id, 'name', trim(${u}.first_name || ' ' || ${u}.last_name),
      'picture', CASE WHEN ${u}.profile_photo_url IS NULL THEN NULL
                      ELSE jsonb_build_object('url', ${u}.profile_photo_url) END) END`);
}

/** A business as a party, from a businesses row `b`. */
export function businessPartyJson(b: string): SQL {
  return sql.raw(`jsonb_build_object('kind', 'business', 'id', ${b}.business_id, 'name', ${b}.company_name,
    'picture', CASE WHEN ${b}.logo_url IS NULL THEN NULL ELSE jsonb_build_object('url', ${b}.logo_url) END)`);
}
