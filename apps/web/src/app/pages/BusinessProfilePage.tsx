import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessProfileScreen, type BusinessProfileSlots } from '../../features/business/index.ts';
import { CompanyProducts } from '../../features/product/index.ts';
import { TimelineSection } from '../../features/posts/index.ts';
import { SaveButton } from '../../features/saved/index.ts';
import { FollowButton, LikeButton } from '../../features/social/index.ts';
import { withStrings } from '../../shared/i18n/load-namespaces.ts';
import { SectionBoundary } from '../../shared/ui/SectionBoundary.tsx';
import { WithPostSlots } from './compose/post-slots.tsx';
import { ReportAction } from './compose/report.tsx';

// The reviews sit below the products and come with their strings after the page (decision 0015).
const ReviewsSection = lazy(() =>
  withStrings(import('../../features/reputation/index.ts'), ['reputation']).then((m) => ({
    default: m.ReviewsSection,
  })),
);

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
  report: (profile, label) => (
    <ReportAction
      item={{ itemType: 'business', itemID: profile.businessID, name: profile.general.companyName }}
      label={label}
      className="business-action"
    />
  ),
  // The products and the posts are sections of their own: either may fail and leave the other.
  products: (profile, heading) => (
    <Section>
      <CompanyProducts
        businessID={profile.businessID}
        companyName={profile.general.companyName}
        heading={heading}
      />
    </Section>
  ),
  reviews: (profile, heading) => (
    <Section>
      <Suspense fallback={null}>
        <ReviewsSection
          businessID={profile.businessID}
          companyName={profile.general.companyName}
          heading={heading}
        />
      </Suspense>
    </Section>
  ),
  timeline: (profile, heading) => (
    <Section>
      <TimelineSection
        timelineID={profile.businessID}
        kind="business"
        ownerName={profile.general.companyName}
        heading={heading}
        className="timeline--embedded"
      />
    </Section>
  ),
};

/** A section of the page that fails on its own (a business page's strings are `business`). */
function Section({ children }: { children: ReactNode }) {
  const { t } = useTranslation('business');
  return <SectionBoundary retryLabel={t('profile.retry')}>{children}</SectionBoundary>;
}

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
