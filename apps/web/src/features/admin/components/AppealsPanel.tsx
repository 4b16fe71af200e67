import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moderationLimits, type Appeal } from '@wbn/contracts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { appealsQuery, decideAppeal } from '../api/admin.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { formatMoment } from './format.ts';
import { Loading } from './Status.tsx';

type Decision = 'grant' | 'reject';

/**
 * The open appeals, oldest first (decision 0025): the action appealed with its reason and the
 * author's text. Another operator than the one who acted grants (the action is reversed) or
 * rejects; the author is told either way.
 */
export function AppealsPanel({ viewer }: { viewer: string }) {
  const { t } = useTranslation('admin');
  const query = useQuery(appealsQuery(viewer));
  const [deciding, setDeciding] = useState<{ appeal: Appeal; decision: Decision } | null>(null);

  return (
    <>
      <QueryState
        query={query}
        pending={<Loading />}
        problem={(error) => ({ message: explainFailure(error) })}
        retryLabel={t('retry')}
        className="admin-problem"
      >
        {({ appeals }) =>
          appeals.length === 0 ? (
            <p className="admin-empty">{t('appeals.empty')}</p>
          ) : (
            <ul className="admin-queue">
              {appeals.map((appeal) => (
                <AppealCard
                  key={appeal.appealID}
                  appeal={appeal}
                  viewer={viewer}
                  onDecide={(decision) => setDeciding({ appeal, decision })}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      {deciding ? <DecisionDialog {...deciding} viewer={viewer} onClose={() => setDeciding(null)} /> : null}
    </>
  );
}

function AppealCard({
  appeal,
  viewer,
  onDecide,
}: {
  appeal: Appeal;
  viewer: string;
  onDecide: (decision: Decision) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const headingID = `${useId()}-heading`;
  const own = appeal.operator?.userID === viewer;
  const about = appeal.itemType
    ? t(`itemTypes.${appeal.itemType}`, { defaultValue: appeal.itemType })
    : t('appeals.account');
  return (
    <li className="admin-card" aria-labelledby={headingID}>
      <div className="admin-card__head">
        <h2 id={headingID} className="admin-card__title">
          {t('appeals.title', { action: t(`actions.${appeal.action}`), about })}
        </h2>
        <p className="admin-card__meta">
          {t('appeals.appealedAt', { date: formatMoment(appeal.createdAt, i18n.language) })}
        </p>
      </div>
      <p className="admin-card__meta">
        {t('appeals.by', { name: appeal.author.name })}
        {' · '}
        {t('appeals.actedBy', {
          name: appeal.operator?.name ?? t('trail.commandLine'),
          date: formatMoment(appeal.actedAt, i18n.language),
        })}
      </p>
      <p>
        <strong>{t('appeals.reason')}</strong> {appeal.reason}
      </p>
      <p>
        <strong>{t('appeals.text')}</strong>
      </p>
      <blockquote className="admin-card__content">{appeal.text}</blockquote>
      {own ? (
        <p className="admin-card__meta">{t('appeals.own')}</p>
      ) : (
        <div className="admin-act__buttons">
          <button type="button" className="button button--primary" onClick={() => onDecide('grant')}>
            {t('appeals.grant')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => onDecide('reject')}>
            {t('appeals.reject')}
          </button>
        </div>
      )}
    </li>
  );
}

function DecisionDialog({
  appeal,
  decision,
  viewer,
  onClose,
}: {
  appeal: Appeal;
  decision: Decision;
  viewer: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    if (!reason.trim()) return setProblem(t('queue.reasonRequired'));
    setBusy(true);
    try {
      await decideAppeal(appeal.appealID, { decision, reason: reason.trim() });
      toast.success(t(`appeals.done.${decision}`));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.appeals(viewer) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.trail(viewer) }),
      ]);
      onClose();
    } catch (error) {
      setProblem(explainFailure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t(`appeals.confirmTitle.${decision}`)}
      text={t(`appeals.confirmText.${decision}`)}
      confirmLabel={t(`appeals.${decision}`)}
      busyLabel={t('queue.busy')}
      cancelLabel={t('queue.cancel')}
      busy={busy}
      onConfirm={() => void confirm()}
    >
      <div className="admin-field">
        <label htmlFor={`${id}-reason`}>{t('appeals.decisionReason')}</label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          rows={2}
          maxLength={moderationLimits.textMax}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        {problem ? (
          <p id={`${id}-problem`} className="admin-act__problem" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
