import { ManageBusinessScreen, type ManageBusinessSlots } from '../../features/business/index.ts';
import { MembershipPanel } from '../../features/membership/index.ts';
import { BusinessProductsPanel } from '../../features/product/index.ts';
import { PromotionPanel } from '../../features/promotion/index.ts';
import { SupportPanel } from '../../features/support/index.ts';
import { VerificationPanel, VerificationTabLabel } from '../../features/verification/index.ts';

const slots: ManageBusinessSlots = {
  products: (businessID, profileChanged) => (
    <BusinessProductsPanel businessID={businessID} businessChanged={profileChanged} />
  ),
  membership: (businessID, businessChanged) => (
    <MembershipPanel businessID={businessID} onChanged={businessChanged} pageLink />
  ),
  promotion: (businessID) => <PromotionPanel businessID={businessID} />,
  support: (businessID) => <SupportPanel businessID={businessID} />,
  verification: (businessID) => <VerificationPanel businessID={businessID} />,
  verificationLabel: <VerificationTabLabel />,
};

/** The business management screen (/business/{id}/member(s), /product(s), /edit/{tab}) with its Products, Membership, Promotion, Support and Verification tabs. */
export function ManageBusinessPage() {
  return <ManageBusinessScreen slots={slots} />;
}
