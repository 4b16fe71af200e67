import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session.ts';
import { actorKey } from '../api/social-keys.ts';
import type { OptimisticToggle } from '../../../shared/ui/toggle/use-optimistic-toggle.ts';
import { FollowIcon, ThumbIcon } from './icons.tsx';
import { fullCount, ToggleButton } from './ToggleButton.tsx';

/**
 * Who presses a toggle: signed in or not, and the cache key part of the actor (the user, or the
 * business they act as), with the query cache the toggle writes its answer into.
 */
export function useToggleViewer(asBusinessID: string | undefined) {
  const session = useSession();
  return {
    signedIn: session.status === 'authenticated',
    actor: actorKey(session.userID, asBusinessID),
    queryClient: useQueryClient(),
  };
}

const icons = { like: ThumbIcon, follow: FollowIcon };

/** The like or the follow toggle, with its icon and words (the `social` texts under `like.` / `follow.`). */
export function SocialToggle({
  kind,
  ...props
}: {
  kind: 'like' | 'follow';
  toggle: OptimisticToggle;
  signedIn: boolean;
  failed: boolean;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('social');
  const Icon = icons[kind];
  return (
    <ToggleButton
      {...props}
      icon={(isOn) => <Icon filled={isOn} />}
      label={(isOn) => (isOn ? t(`${kind}.active`) : t(`${kind}.action`))}
      countLabel={(count) => t(`${kind}.count`, { count, value: fullCount.format(count) })}
      signInLabel={t(`${kind}.signIn`)}
    />
  );
}
