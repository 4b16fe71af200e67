import { TimelineSection } from '../../features/posts/index.ts';
import {
  OwnProfileScreen,
  PublicProfileScreen,
  type ProfileTimelineSlot,
} from '../../features/profile/index.ts';
import { WithPostSlots } from './compose/post-slots.tsx';

const timeline: ProfileTimelineSlot = (owner, heading) => (
  <TimelineSection
    timelineID={owner.userID}
    kind="user"
    ownerName={owner.firstName}
    heading={heading}
    className="timeline--embedded"
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
      <PublicProfileScreen timeline={timeline} />
    </WithPostSlots>
  );
}

/**
 * /moderation/statement/{id}: a statement of reasons to the account it concerns, with the appeal
 * form (appeals'). In this module, the account's own pages, so its route names no chunk of
 * its own in the first load of every page.
 */
export { StatementPage } from '../../features/appeals/index.ts';
