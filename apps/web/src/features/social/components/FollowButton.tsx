import { useQuery } from '@tanstack/react-query';
import { followSummaryQuery, setFollow } from '../api/follows.ts';
import { toggleFailed } from '../lib/toggle-failed.ts';
import { useOptimisticToggle } from '../../../shared/ui/toggle/use-optimistic-toggle.ts';
import { SocialToggle, useToggleViewer } from './SocialToggle.tsx';

export interface FollowButtonProps {
  /** The business to follow. */
  businessID: string;
  /** Follow as this business (owner, admin or member of it); absent: as the user. */
  asBusinessID?: string;
  compact?: boolean;
  className?: string;
}

/**
 * Follow / unfollow a business with its followers count (spec §4 follow toggle): one summary
 * call gives both the count and whether the viewer follows; a press is shown at once and goes
 * back if the call fails.
 */
export function FollowButton({ businessID, asBusinessID, compact, className }: FollowButtonProps) {
  const { signedIn, actor, queryClient } = useToggleViewer(asBusinessID);
  const query = followSummaryQuery(businessID, actor, asBusinessID);

  const summary = useQuery(query);
  const loaded = summary.data
    ? { on: summary.data.session?.following ?? false, count: summary.data.followersCount }
    : null;

  const toggle = useOptimisticToggle(
    loaded,
    async (follow) => {
      const result = await setFollow(businessID, follow, asBusinessID);
      queryClient.setQueryData(query.queryKey, result);
      return { on: result.session?.following ?? follow, count: result.followersCount };
    },
    toggleFailed,
  );

  return (
    <SocialToggle
      kind="follow"
      toggle={toggle}
      signedIn={signedIn}
      failed={summary.isError}
      compact={compact}
      className={className}
    />
  );
}
