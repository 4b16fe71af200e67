import type { Author } from '@wbn/contracts';

const photo = (url: string | null) => (url ? { url } : null);

/** The author a card shows: the business for a post made as one, else the person. */
export function authorOf(row: {
  business_id: string | null;
  company_name: string | null;
  logo_url: string | null;
  author_user_id: string;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
}): Author {
  return row.business_id && row.company_name !== null
    ? { kind: 'business', id: row.business_id, name: row.company_name, photo: photo(row.logo_url) }
    : {
        kind: 'user',
        id: row.author_user_id,
        name: `${row.first_name} ${row.last_name}`.trim(),
        photo: photo(row.profile_photo_url),
      };
}
