import { useQuery } from '@tanstack/react-query';
import { businessHref } from '@wbn/contracts';
import { businessProfileQuery } from '../../features/business/index.ts';
import { OwnTimelineScreen, TimelineScreen, type TimelineOwnerSlot } from '../../features/posts/index.ts';
import { publicProfileQuery } from '../../features/profile/index.ts';
import { WithPostSlots } from './compose/post-slots.tsx';

/** Whose timeline it is: the person's name and profile, or the business's name and page. */
const TimelineOwner: TimelineOwnerSlot = ({ id, type, children }) => {
  const person = useQuery({ ...publicProfileQuery(id), enabled: type === 'user' });
  const business = useQuery({ ...businessProfileQuery(id), enabled: type === 'business' });
  if (type === 'user' && person.data)
    return children({
      name: `${person.data.firstName} ${person.data.lastName}`.trim(),
      href: `/profile/${id}`,
    });
  if (type === 'business' && business.data) {
    const name = business.data.data.general.companyName;
    return children({ name, href: businessHref(name, id) });
  }
  return children({});
};

/** /timeline: the signed-in user's own timeline, at its lasting address. */
export const OwnTimelinePage = OwnTimelineScreen;

/** /timeline/{id}: a person's or a business's timeline, headed by whose it is. */
export function TimelinePage() {
  return (
    <WithPostSlots>
      <TimelineScreen Owner={TimelineOwner} />
    </WithPostSlots>
  );
}
