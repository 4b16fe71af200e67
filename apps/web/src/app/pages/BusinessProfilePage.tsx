import { BusinessProfileScreen, type BusinessProfileSlots } from '../../features/business/index.ts';
import { CompanyProducts } from '../../features/product/index.ts';
import { TimelineSection } from '../../features/posts/index.ts';
import { SaveButton } from '../../features/saved/index.ts';
import { FollowButton, LikeButton } from '../../features/social/index.ts';
import { WithPostSlots } from './compose/post-slots.tsx';

const slots: BusinessProfileSlots = {
  like: (profile) => (
    <LikeButton
      resourceID={profile.businessID}
      resourceType="business"
      initialCount={profile.reactions.reactionCount.like}
    />
  ),
  follow: (profile) => <FollowButton businessID={profile.businessID} />,
  save: (profile) => (
    <SaveButton
      resourceType="business"
      resourceID={profile.businessID}
      name={profile.general.companyName}
      className="business-action"
    />
  ),
  products: (profile, heading) => (
    <CompanyProducts
      businessID={profile.businessID}
      companyName={profile.general.companyName}
      heading={heading}
    />
  ),
  timeline: (profile, heading) => (
    <TimelineSection
      timelineID={profile.businessID}
      kind="business"
      ownerName={profile.general.companyName}
      heading={heading}
      className="timeline--embedded"
    />
  ),
};

/**
 * /business/{id} and /business/{slug}/: the business's profile with its likes, follows and saves,
 * its products and its timeline.
 */
export function BusinessProfilePage() {
  return (
    <WithPostSlots>
      <BusinessProfileScreen slots={slots} />
    </WithPostSlots>
  );
}
