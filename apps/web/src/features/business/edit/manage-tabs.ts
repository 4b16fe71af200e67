/**
 * The management screen's tabs and their addresses. The spec's routes: /business/{id}/member(s)
 * and /product(s) open those tabs; /business/{id}/edit/{tab} opens any tab in the screen's
 * footer-less form. Each tab is a link, so the address always says which tab is open.
 */
export const manageTabs = [
  'profile',
  'products',
  'members',
  'membership',
  'promotion',
  'support',
  'verification',
  'requests',
] as const;
export type ManageTab = (typeof manageTabs)[number];

const aliases: Record<string, ManageTab> = {
  profile: 'profile',
  product: 'products',
  products: 'products',
  member: 'members',
  members: 'members',
  membership: 'membership',
  promotion: 'promotion',
  support: 'support',
  verification: 'verification',
  requests: 'requests',
};

/** The tab a path opens ('/business/x/members' → members, '/business/x/edit/product' → products). */
export function tabFromPath(pathname: string): ManageTab {
  const parts = pathname.split('/').filter(Boolean);
  // ['business', id, 'members'] or ['business', id, 'edit', tab?]
  const third = parts[2] ?? '';
  if (third === 'edit') return aliases[parts[3] ?? ''] ?? 'profile';
  return aliases[third] ?? 'profile';
}

/** Is this the /edit/… form of the screen (shown without the footer)? */
export const isEditPath = (pathname: string): boolean => pathname.split('/').filter(Boolean)[2] === 'edit';

/**
 * Where a tab lives. Within the /edit/ form every tab stays there; otherwise members and products
 * use their own short routes and the rest the /edit/ ones (the only routes they have).
 */
export function tabHref(businessID: string, tab: ManageTab, inEdit: boolean): string {
  const base = `/business/${businessID}`;
  if (inEdit) return `${base}/edit/${tab}`;
  if (tab === 'members' || tab === 'products') return `${base}/${tab}`;
  return `${base}/edit/${tab}`;
}
