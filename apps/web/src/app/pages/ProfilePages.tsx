import { TimelineSection } from '../../features/posts/index.ts';
import {
  OwnProfileScreen,
  PublicProfileScreen,
  type ProfileReportSlot,
  type ProfileTimelineSlot,
} from '../../features/profile/index.ts';
import { WithPostSlots } from './compose/post-slots.tsx';
import { ReportAction } from './compose/report.tsx';

const timeline: ProfileTimelineSlot = (owner, heading) => (
  <TimelineSection
    timelineID={owner.userID}
    kind="user"
    ownerName={owner.firstName}
    heading={heading}
    className="timeline--embedded"
  />
);

const report: ProfileReportSlot = (owner, label) => (
  <ReportAction
    item={{ itemType: 'profile', itemID: owner.userID, name: `${owner.firstName} ${owner.lastName}`.trim() }}
    label={label}
    className="profile__button"
  />
);

/** /profile: the signed-in user's own profile with their timeline. */
export function OwnProfilePage() {
  return (
    <WithPostSlots>
      <OwnProfileScreen timeline={timeline} />
    </WithPostSlots>
  );
}

/** /profile/{id}: anyone's public profile with their timeline. */
export function PublicProfilePage() {
  return (
    <WithPostSlots>
      <PublicProfileScreen timeline={timeline} report={report} />
    </WithPostSlots>
  );
}
