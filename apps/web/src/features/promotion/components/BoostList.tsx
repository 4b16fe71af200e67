import { useTranslation } from 'react-i18next';
import type { Boost, PromotionState } from '@wbn/contracts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { useEndBoost } from '../api/promotion.ts';
import { formatDay } from '../lib/format-day.ts';

/** Every boost of the business, newest first: what, when, and how often shown and opened. */
export function BoostList({ state, viewer }: { state: PromotionState; viewer: string }) {
  const { t, i18n } = useTranslation('promotion');
  const end = useEndBoost(state.businessID, viewer);
  const number = new Intl.NumberFormat(i18n.language);
  const nameOf = (b: Boost) => b.targetName ?? t('list.gone');

  return (
    <div className="pr-list">
      <h3>{t('list.heading')}</h3>
      {state.boosts.length === 0 ? (
        <p className="pr-muted">{t('list.empty')}</p>
      ) : (
        <div className="pr-table-wrap">
          <table className="pr-table" data-testid="boost-list">
            <caption className="wbn-visually-hidden">{t('list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('list.what')}</th>
                <th scope="col">{t('list.runs')}</th>
                <th scope="col">{t('list.status')}</th>
                <th scope="col" className="pr-table__number">
                  {t('list.impressions')}
                </th>
                <th scope="col" className="pr-table__number">
                  {t('list.clicks')}
                </th>
                <th scope="col">
                  <span className="wbn-visually-hidden">{t('list.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.boosts.map((b) => (
                <tr key={b.boostID} data-boost-id={b.boostID}>
                  <th scope="row" className="pr-table__what">
                    <span className="pr-table__kind">{t(`list.${b.targetType}`)}</span> {nameOf(b)}
                  </th>
                  <td>
                    {formatDay(b.startsAt, i18n.language)} – {formatDay(b.endsAt, i18n.language)}
                  </td>
                  <td>
                    <span className={`pr-badge pr-badge--${b.status}`}>{t(`list.${b.status}`)}</span>
                  </td>
                  <td className="pr-table__number" data-testid="boost-impressions">
                    {number.format(b.impressions)}
                  </td>
                  <td className="pr-table__number" data-testid="boost-clicks">
                    {number.format(b.clicks)}
                  </td>
                  <td>
                    {b.status === 'active' ? (
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={t('list.endLabel', { name: nameOf(b) })}
                        disabled={end.isPending}
                        onClick={() =>
                          end.mutate(b.boostID, { onError: (e) => toast.error(explainFailure(e)) })
                        }
                      >
                        {end.isPending && end.variables === b.boostID ? t('list.ending') : t('list.end')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
