import { useQuery } from '@tanstack/react-query';
import type { ReactionResourceType, ReactionSummary } from '@wbn/contracts';
import { reactionCheckQuery, reactionSummaryQuery, setReaction } from '../api/reactions.ts';
import { toggleFailed } from '../lib/toggle-failed.ts';
import { useOptimisticToggle } from '../../../shared/ui/toggle/use-optimistic-toggle.ts';
import { SocialToggle, useToggleViewer } from './SocialToggle.tsx';

export interface LikeButtonProps {
  resourceID: string;
  resourceType: ReactionResourceType;
  /** Like as this business (the viewer must be its owner, admin or member); absent: as the user. */
  businessID?: string;
  /** Icon and count only (the word "Like" is kept for screen readers). */
  compact?: boolean;
  className?: string;
  /** A like count the caller already has (e.g. from the business profile), shown until the summary arrives. */
  initialCount?: number;
}

/**
 * Like / unlike with the like count (spec §4 reaction toggle): the state comes from the check call,
 * the count from the summary; a press shows the result at once and goes back if the call fails.
 * Every LikeButton of the same resource on screen follows the answer through the shared cache.
 */
export function LikeButton({
  resourceID,
  resourceType,
  businessID,
  compact,
  className,
  initialCount,
}: LikeButtonProps) {
  const { signedIn, actor, queryClient } = useToggleViewer(businessID);

  const summary = useQuery({
    ...reactionSummaryQuery(resourceID),
    placeholderData:
      initialCount === undefined ? undefined : { resourceID, reactionCount: { like: initialCount } },
  });
  const check = useQuery({ ...reactionCheckQuery(resourceID, actor, businessID), enabled: signedIn });
  // A failed check leaves the like shown as not given; pressing then asks the server again.
  const on = signedIn ? (check.data ?? (check.isError ? false : undefined)) : false;
  const loaded = summary.data && on !== undefined ? { on, count: summary.data.reactionCount.like } : null;

  const toggle = useOptimisticToggle(
    loaded,
    async (like) => {
      const result = await setReaction(resourceType, resourceID, like, businessID);
      queryClient.setQueryData<ReactionSummary>(reactionSummaryQuery(resourceID).queryKey, {
        resourceID,
        reactionCount: result.reactionCount,
      });
      queryClient.setQueryData(reactionCheckQuery(resourceID, actor, businessID).queryKey, result.reacted);
      return { on: result.reacted, count: result.reactionCount.like };
    },
    toggleFailed,
  );

  return (
    <SocialToggle
      kind="like"
      toggle={toggle}
      signedIn={signedIn}
      failed={summary.isError}
      compact={compact}
      className={className}
    />
  );
}
