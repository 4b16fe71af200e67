import { useTranslation } from 'react-i18next';
import type { LookupReport, TrailEntry } from '@wbn/contracts';
import { formatMoment } from './format.ts';

/** The reports about an account or business and the actions taken, newest first. */
export function History({ reports, trail }: { reports: LookupReport[]; trail: TrailEntry[] }) {
  const { t, i18n } = useTranslation('admin');
  if (reports.length === 0 && trail.length === 0)
    return <p className="admin-empty">{t('lookup.noHistory')}</p>;
  return (
    <div className="admin-history">
      {reports.length ? (
        <>
          <h4>{t('lookup.reports')}</h4>
          <ul>
            {reports.map((r) => (
              <li key={r.reportID}>
                {t(`itemTypes.${r.itemType}`)} · <strong>{t(`reasons.${r.reason}`)}</strong> (
                {t(`lookup.${r.status}`)}){' — '}
                {r.text}{' '}
                <span className="admin-reports__by">
                  (
                  {t('queue.reportedBy', {
                    name: r.reporter.name,
                    date: formatMoment(r.createdAt, i18n.language),
                  })}
                  )
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {trail.length ? (
        <>
          <h4>{t('lookup.actions')}</h4>
          <ul>
            {trail.map((e) => (
              <li key={e.entryID}>
                {formatMoment(e.createdAt, i18n.language)} · <strong>{t(`actions.${e.action}`)}</strong>
                {' — '}
                {e.reason} ({e.operator?.name ?? t('trail.commandLine')})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
