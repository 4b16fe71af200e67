import type { Author } from '@wbn/contracts';

const photo = (url: string | null) => (url ? { url } : null);

/** The author a card shows: the business for a post made as one, else the person. */
export function authorOf(row: {
  businessId: string | null;
  companyName: string | null;
  logoUrl: string | null;
  authorUserId: string;
  firstName: string;
  lastName: string;
  profilePhotoUrl: string | null;
}): Author {
  return row.businessId && row.companyName !== null
    ? { kind: 'business', id: row.businessId, name: row.companyName, photo: photo(row.logoUrl) }
    : {
        kind: 'user',
        id: row.authorUserId,
        name: `${row.firstName} ${row.lastName}`.trim(),
        photo: photo(row.profilePhotoUrl),
      };
}
