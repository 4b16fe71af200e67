import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SavedResourceType } from '@wbn/contracts';
import { loginHref, useSession } from '../../../shared/session/session.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { useOptimisticToggle } from '../../../shared/ui/toggle/use-optimistic-toggle.ts';
import { savedKeys } from '../api/saved-keys.ts';
import { savedStateQuery, setSaved } from '../api/saved.ts';
import '../saved.css';

export interface SaveButtonProps {
  resourceType: SavedResourceType;
  resourceID: string;
  /** Read after the button's words by screen readers ("Save Product Gearbox PG-90"). */
  name: string;
  /** The button's look: the cards' and pages' own button classes. */
  className?: string;
}

/**
 * Save Product / Save Business: a private bookmark (not a follow), shown on the Saved page. The
 * toggle is optimistic like a like (core spec §4): a press shows Saved at once and goes back if
 * the call fails; rapid presses are collapsed to the last one. A visitor's press leads to the login.
 */
export function SaveButton({ resourceType, resourceID, name, className }: SaveButtonProps) {
  const { t } = useTranslation('saved');
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const viewer = session.userID ?? 'visitor';
  const queryClient = useQueryClient();
  const query = savedStateQuery(resourceType, resourceID, viewer);
  const state = useQuery({ ...query, enabled: signedIn });
  // A failed check shows "Save"; pressing it then asks the server again.
  const on = state.data ?? (state.isError ? false : undefined);

  const toggle = useOptimisticToggle(
    on === undefined ? null : { on, count: 0 },
    async (save) => {
      const saved = await setSaved(resourceType, resourceID, save);
      queryClient.setQueryData(query.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: savedKeys.list(viewer) });
      return { on: saved, count: 0 };
    },
    (error) => toast.error(explainFailure(error)),
  );

  const words = (saved: boolean) => (saved ? t('button.saved') : t(`button.save.${resourceType}`));
  const classes = ['save-button', className ?? ''].filter(Boolean).join(' ');

  if (!signedIn) {
    // A button, as for members (the same control in the same place); it leads to the login.
    return (
      <button
        type="button"
        className={classes}
        title={t('button.signIn')}
        onClick={() => location.assign(loginHref(location.href))}
      >
        <BookmarkIcon filled={false} />
        {words(false)}
        <span className="visually-hidden"> {name}</span>
      </button>
    );
  }
  const view = toggle.view;
  return (
    <button
      type="button"
      className={`${classes}${view?.on ? ' save-button--on' : ''}`}
      aria-pressed={view ? view.on : undefined}
      aria-busy={view ? undefined : true}
      disabled={!view}
      onClick={toggle.press}
    >
      <BookmarkIcon filled={view?.on ?? false} />
      {words(view?.on ?? false)}
      <span className="visually-hidden"> {name}</span>
    </button>
  );
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 3h12v18l-6-4.5L6 21z" />
    </svg>
  );
}
