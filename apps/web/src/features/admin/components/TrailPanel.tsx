import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moderationLimits, type TrailEntry } from '@wbn/contracts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { downloadTrailCsv, reverse, trailQuery } from '../api/admin.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { changeText, formatMoment } from './format.ts';
import { Loading } from './Status.tsx';

const reversible = new Set(['dismiss', 'hide', 'warn', 'suspend']);

/** The trail, newest first: each action with who, when, why and what it changed; Reverse; CSV. */
export function TrailPanel({ viewer }: { viewer: string }) {
  const { t, i18n } = useTranslation('admin');
  const query = useQuery(trailQuery(viewer));
  const [downloading, setDownloading] = useState(false);
  const [reversing, setReversing] = useState<TrailEntry | null>(null);

  async function download() {
    setDownloading(true);
    try {
      await downloadTrailCsv();
    } catch (error) {
      toast.error(explainFailure(error));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <div className="admin-toolbar">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void download()}
          disabled={downloading}
        >
          {downloading ? t('trail.downloading') : t('trail.download')}
        </button>
      </div>
      <QueryState
        query={query}
        pending={<Loading />}
        problem={(error) => ({ message: explainFailure(error) })}
        retryLabel={t('retry')}
        className="admin-problem"
      >
        {({ entries }) => {
          if (entries.length === 0) return <p className="admin-empty">{t('trail.empty')}</p>;
          const reversed = new Set(entries.flatMap((e) => (e.reverses ? [e.reverses] : [])));
          return (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="visually-hidden">{t('trail.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('trail.when')}</th>
                    <th scope="col">{t('trail.who')}</th>
                    <th scope="col">{t('trail.what')}</th>
                    <th scope="col">{t('trail.about')}</th>
                    <th scope="col">{t('trail.why')}</th>
                    <th scope="col">{t('trail.change')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('trail.reverse')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((e) => (
                    <tr key={e.entryID}>
                      <td data-label={t('trail.when')}>
                        <time dateTime={new Date(e.createdAt * 1000).toISOString()}>
                          {formatMoment(e.createdAt, i18n.language)}
                        </time>
                      </td>
                      <td data-label={t('trail.who')}>{e.operator?.name ?? t('trail.commandLine')}</td>
                      <td data-label={t('trail.what')}>{t(`actions.${e.action}`)}</td>
                      <td data-label={t('trail.about')}>
                        {e.itemType ? t(`itemTypes.${e.itemType}`, { defaultValue: e.itemType }) : ''}
                      </td>
                      <td data-label={t('trail.why')} className="admin-table__why">
                        {e.reason}
                      </td>
                      <td data-label={t('trail.change')} className="admin-table__change">
                        {changeText(e.before, e.after)}
                      </td>
                      <td>
                        {reversed.has(e.entryID) ? (
                          <span className="admin-badge">{t('trail.reversed')}</span>
                        ) : reversible.has(e.action) ? (
                          <button
                            type="button"
                            className="button button--ghost"
                            onClick={() => setReversing(e)}
                          >
                            {t('trail.reverse')}
                            <span className="visually-hidden">
                              {' '}
                              {t(`actions.${e.action}`)}, {formatMoment(e.createdAt, i18n.language)}
                            </span>
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </QueryState>
      {reversing ? (
        <ReverseDialog entry={reversing} viewer={viewer} onClose={() => setReversing(null)} />
      ) : null}
    </>
  );
}

function ReverseDialog({
  entry,
  viewer,
  onClose,
}: {
  entry: TrailEntry;
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
      await reverse(entry.entryID, reason.trim());
      toast.success(t('trail.reverseDone'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.trail(viewer) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.queue(viewer) }),
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
      title={t('trail.reverseTitle')}
      text={t('trail.reverseText')}
      confirmLabel={t('trail.reverse')}
      busyLabel={t('queue.busy')}
      cancelLabel={t('queue.cancel')}
      busy={busy}
      onConfirm={() => void confirm()}
    >
      <div className="admin-field">
        <label htmlFor={`${id}-reason`}>{t('trail.reverseReason')}</label>
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
