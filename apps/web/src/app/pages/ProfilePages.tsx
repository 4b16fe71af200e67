import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ReportedItem } from '../../features/moderation/index.ts';
import { useSession } from '../../shared/session/session.ts';
import { TimelineSection } from '../../features/posts/index.ts';
import {
  OwnProfileScreen,
  PublicProfileScreen,
  type ProfileReportSlot,
  type ProfileTimelineSlot,
} from '../../features/profile/index.ts';
import { WithPostSlots } from './compose/post-slots.tsx';
import { reportDialog } from './compose/report-dialog.tsx';

const timeline: ProfileTimelineSlot = (owner, heading) => (
  <TimelineSection
    timelineID={owner.userID}
    kind="user"
    ownerName={owner.firstName}
    heading={heading}
    className="timeline--embedded"
  />
);

/**
 * Report on someone else's profile: the dialog for a signed-in reader, the public notice form for a
 * visitor. (Not the business and product pages' ReportAction: importing it here would split the
 * chunk those two pages share, whose first loads are budgeted.)
 */
function ProfileReport({ item, label }: { item: ReportedItem; label: string }) {
  const [open, setOpen] = useState(false);
  const { userID } = useSession();
  const { pathname } = useLocation();
  if (!userID) {
    return (
      <Link className="profile__button" to={`/report-illegal-content?url=${encodeURIComponent(pathname)}`}>
        {label}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className="profile__button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      {reportDialog(item, open, setOpen)}
    </>
  );
}

const report: ProfileReportSlot = (owner, label) => (
  <ProfileReport
    item={{ itemType: 'profile', itemID: owner.userID, name: `${owner.firstName} ${owner.lastName}`.trim() }}
    label={label}
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

/**
 * /moderation/statement/{id}: a statement of reasons to the account it concerns, with the appeal
 * form (appeals'). In this module, the account's own pages, so its route names no chunk of
 * its own in the first load of every page.
 */
export { StatementPage } from '../../features/appeals/index.ts';
