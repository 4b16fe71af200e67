import { ManageBusinessScreen, type ManageBusinessSlots } from '../../features/business/index.ts';
import { MembershipPanel } from '../../features/membership/index.ts';
import { BusinessProductsPanel } from '../../features/product/index.ts';

const slots: ManageBusinessSlots = {
  products: (businessID, profileChanged) => (
    <BusinessProductsPanel businessID={businessID} businessChanged={profileChanged} />
  ),
  membership: (businessID, businessChanged) => (
    <MembershipPanel businessID={businessID} onChanged={businessChanged} pageLink />
  ),
};

/** The business management screen (/business/{id}/member(s), /product(s), /edit/{tab}) with its Products and Membership tabs. */
export function ManageBusinessPage() {
  return <ManageBusinessScreen slots={slots} />;
}
