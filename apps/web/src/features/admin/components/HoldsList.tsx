import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moderationLimits, type HeldItem } from '@wbn/contracts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { decideHold } from '../api/admin.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { formatMoment } from './format.ts';

type Decision = 'release' | 'dismiss';

/**
 * Requests held for review (decision 0033): their text went to many businesses, so none was
 * delivered. The operator delivers one (release) or drops it (dismiss), with a reason.
 */
export function HoldsList({
  holds,
  viewer,
  onDone,
}: {
  holds: HeldItem[];
  viewer: string;
  onDone: (said: string) => void;
}) {
  const { t } = useTranslation('admin');
  if (holds.length === 0) return null;
  return (
    <section className="admin-holds" aria-labelledby="admin-holds-heading">
      <h2 id="admin-holds-heading" className="admin-holds__heading">
        {t('holds.heading')}
      </h2>
      <ol className="admin-queue">
        {holds.map((hold) => (
          <HoldCard key={hold.holdID} hold={hold} viewer={viewer} onDone={onDone} />
        ))}
      </ol>
    </section>
  );
}

function HoldCard({
  hold,
  viewer,
  onDone,
}: {
  hold: HeldItem;
  viewer: string;
  onDone: (said: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);

  function ask(decision: Decision) {
    if (!reason.trim()) return setProblem(t('queue.reasonRequired'));
    setProblem(null);
    setAsking(decision);
  }

  async function confirm() {
    if (!asking) return;
    setBusy(true);
    try {
      await decideHold(hold.holdID, { action: asking, reason: reason.trim() });
      const said = t(`holds.done.${asking}`);
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

  const headingID = `${id}-heading`;
  return (
    <li className="admin-card" aria-labelledby={headingID}>
      <div className="admin-card__head">
        <h3 id={headingID} className="admin-card__title">
          {hold.subject}
        </h3>
        <p className="admin-card__score">{t('holds.same', { count: hold.sameTextBusinesses })}</p>
      </div>
      <p className="admin-card__meta">
        {t('holds.route', {
          sender: hold.fromBusiness ? `${hold.sender.name} (${hold.fromBusiness.name})` : hold.sender.name,
          to: hold.to.name,
          date: formatMoment(hold.createdAt, i18n.language),
        })}
      </p>
      <blockquote className="admin-card__content">{hold.text}</blockquote>
      <form className="admin-act" onSubmit={(e) => e.preventDefault()} aria-label={t('holds.actOn')}>
        <label htmlFor={`${id}-reason`}>{t('holds.reason')}</label>
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
        <div className="admin-act__buttons">
          <button type="button" className="button button--primary" onClick={() => ask('release')}>
            {t('holds.release')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => ask('dismiss')}>
            {t('holds.dismiss')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? t(`holds.${asking}`) : ''}
        text={asking ? t(`holds.confirm.${asking}`) : ''}
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
