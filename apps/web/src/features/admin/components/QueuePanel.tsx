import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { moderationLimits, type ModerationAction, type QueueItem } from '@wbn/contracts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { act, queueQuery } from '../api/admin.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { formatMoment } from './format.ts';
import { HoldsList } from './HoldsList.tsx';
import { Loading } from './Status.tsx';

const actions: readonly ModerationAction[] = ['dismiss', 'hide', 'warn', 'suspend'];

/** The review queue: reported items, most pressing first, each with its reports and the actions. */
export function QueuePanel({ viewer }: { viewer: string }) {
  const { t } = useTranslation('admin');
  const query = useQuery(queueQuery(viewer));
  // What the last action did: the item leaves the queue, so the words stay here.
  const [result, setResult] = useState<string | null>(null);
  return (
    <>
      <p className="admin-result" role="status">
        {result}
      </p>
      <QueryState
        query={query}
        pending={<Loading />}
        problem={(error) => ({ message: explainFailure(error) })}
        retryLabel={t('retry')}
        className="admin-problem"
      >
        {({ items, holds }) =>
          items.length === 0 && holds.length === 0 ? (
            <p className="admin-empty">{t('queue.empty')}</p>
          ) : (
            <>
              <HoldsList holds={holds} viewer={viewer} onDone={setResult} />
              <ol className="admin-queue">
                {items.map((item) => (
                  <QueueCard
                    key={`${item.itemType}:${item.itemID}`}
                    item={item}
                    viewer={viewer}
                    onDone={setResult}
                  />
                ))}
              </ol>
            </>
          )
        }
      </QueryState>
    </>
  );
}

interface QueueCardProps {
  item: QueueItem;
  viewer: string;
  onDone: (said: string) => void;
}

function QueueCard({ item, viewer, onDone }: QueueCardProps) {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const id = useId();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<ModerationAction | null>(null);
  const [busy, setBusy] = useState(false);
  const canHide = ['post', 'comment', 'business', 'product'].includes(item.itemType);

  const dayCount = days.trim() === '' ? undefined : Number(days);
  const daysValid =
    dayCount === undefined ||
    (Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= moderationLimits.suspendDaysMax);

  function ask(action: ModerationAction) {
    if (!reason.trim()) return setProblem(t('queue.reasonRequired'));
    if (action === 'suspend' && !daysValid) return setProblem(t('queue.daysInvalid'));
    setProblem(null);
    setAsking(action);
  }

  async function confirm() {
    if (!asking) return;
    setBusy(true);
    try {
      await act({
        action: asking,
        itemType: item.itemType,
        itemID: item.itemID,
        reason: reason.trim(),
        ...(asking === 'suspend' && dayCount !== undefined ? { days: dayCount } : {}),
      });
      const said = t('queue.done', { action: t(`actions.${asking}`) });
      onDone(said);
      toast.success(said);
      setAsking(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.queue(viewer) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.trail(viewer) }),
      ]);
    } catch (error) {
      setProblem(explainFailure(error));
      setAsking(null);
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => event.preventDefault();
  const headingID = `${id}-heading`;
  return (
    <li className="admin-card" aria-labelledby={headingID}>
      <div className="admin-card__head">
        <h2 id={headingID} className="admin-card__title">
          {t(`itemTypes.${item.itemType}`)}
          {item.hidden ? (
            <span className="admin-badge">{item.autoHidden ? t('queue.autoHidden') : t('queue.hidden')}</span>
          ) : null}
        </h2>
        <p className="admin-card__score">{t('queue.score', { score: item.score })}</p>
      </div>
      <p className="admin-card__counts">
        {t('queue.reports', { count: item.reportCount })} · {t('queue.reporters', { count: item.reporters })}
        {item.authorPriorActions > 0 ? <> · {t('queue.prior', { count: item.authorPriorActions })}</> : null}
        {item.reporterStanding !== 0 ? (
          <>
            {' '}
            ·{' '}
            {t('queue.standing', {
              value: `${item.reporterStanding > 0 ? '+' : ''}${item.reporterStanding}`,
            })}
          </>
        ) : null}
      </p>
      {item.content ? (
        <blockquote className="admin-card__content">{item.content.text}</blockquote>
      ) : (
        <p className="admin-card__gone">{t('queue.gone')}</p>
      )}
      <p className="admin-card__meta">
        {item.author ? t('queue.author', { name: item.author.name }) : t('queue.noAuthor')}
        {item.content?.link ? (
          <>
            {' · '}
            <Link to={item.content.link}>{t('queue.open')}</Link>
          </>
        ) : null}
      </p>
      <ul className="admin-reports">
        {item.reports.map((r) => (
          <li key={r.reportID}>
            <strong>{t(`reasons.${r.reason}`)}</strong>
            {' — '}
            {r.text}
            <span className="admin-reports__by">
              {' '}
              (
              {t('queue.reportedBy', {
                name: r.reporter
                  ? r.reporter.name
                  : t('queue.notifier', { name: r.notifier?.name ?? '', email: r.notifier?.email ?? '' }),
                date: formatMoment(r.createdAt, i18n.language),
              })}
              )
            </span>
          </li>
        ))}
      </ul>
      <form className="admin-act" onSubmit={submit} aria-label={t('queue.actOn')}>
        <label htmlFor={`${id}-reason`}>{t('queue.reason')}</label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          rows={2}
          maxLength={moderationLimits.textMax}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <label htmlFor={`${id}-days`}>{t('queue.days')}</label>
        <input
          id={`${id}-days`}
          type="number"
          inputMode="numeric"
          min={1}
          max={moderationLimits.suspendDaysMax}
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
        {problem ? (
          <p id={`${id}-problem`} className="admin-act__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="admin-act__buttons">
          {actions
            // An automatic hide waits for the operator's hide (confirm) or dismissal (show again).
            .filter((a) => a !== 'hide' || (canHide && (!item.hidden || item.autoHidden)))
            .map((a) => (
              <button
                key={a}
                type="button"
                className={a === 'dismiss' ? 'button button--ghost' : 'button'}
                onClick={() => ask(a)}
              >
                {t(`actions.${a}`)}
              </button>
            ))}
        </div>
      </form>
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? t('queue.confirmTitle', { action: t(`actions.${asking}`) }) : ''}
        text={
          asking
            ? t(
                asking === 'dismiss' && item.autoHidden
                  ? 'queue.confirm.dismissShown'
                  : `queue.confirm.${asking}`,
              )
            : ''
        }
        confirmLabel={t('queue.confirmButton')}
        busyLabel={t('queue.busy')}
        cancelLabel={t('queue.cancel')}
        busy={busy}
        onConfirm={() => void confirm()}
      >
        <p className="admin-act__quote">{reason.trim()}</p>
      </ConfirmDialog>
    </li>
  );
}
