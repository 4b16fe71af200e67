import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messages, planOfTier, promotionMessages, type PromotionState } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useSession } from '../../../shared/session/session.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { usePromotionState } from '../api/promotion.ts';
import { formatDay } from '../lib/format-day.ts';
import { BoostForm } from './BoostForm.tsx';
import { BoostList } from './BoostList.tsx';
import { say } from '../../../shared/i18n/say.ts';
import '../promotion.css';

export interface PromotionPanelProps {
  /** The bare 36-character business id. */
  businessID: string;
}

/**
 * The management screen's Promotion tab (decision 0022): how many of the month's advertising
 * boosts are left, the form that starts one for a product or a post, and every boost with how
 * often it was shown and opened. A Standard business is told which memberships include boosts.
 */
export function PromotionPanel({ businessID }: PromotionPanelProps) {
  const { t } = useTranslation('promotion');
  const viewer = useSession().userID ?? 'visitor';
  const query = usePromotionState(businessID, viewer);
  return (
    <section className="pr-panel" aria-labelledby="promotion-heading">
      <h2 id="promotion-heading">{t('heading')}</h2>
      <p className="pr-muted">{t('intro')}</p>
      <QueryState
        query={query}
        pending={
          <p className="pr-status" role="status">
            <span className="spinner spinner--small" aria-hidden="true" /> {t('loading')}
          </p>
        }
        problem={(error) => {
          const status = error instanceof ApiError ? error.status : 0;
          const refused = status === 403 || status === 404 || status === 400;
          return {
            message: status === 403 ? t('noAccess') : refused ? t('notFound') : say(messages.unexpectedError),
            retry: !refused,
          };
        }}
        retryLabel={t('retry')}
        className="pr-problem"
      >
        {(state) => <Promotion state={state} viewer={viewer} />}
      </QueryState>
    </section>
  );
}

function Promotion({ state, viewer }: { state: PromotionState; viewer: string }) {
  const { t, i18n } = useTranslation('promotion');
  const nextMonth = formatDay(state.monthEndsAt, i18n.language);
  const plan = planOfTier(state.subscription);
  return (
    <>
      {state.allowance === 0 ? (
        <div className="pr-notice" role="note">
          <p>{say(promotionMessages.noBoosts)}</p>
          <Link className="button button--primary" to={`/business/${state.businessID}/edit/membership`}>
            {t('seeMemberships')}
          </Link>
        </div>
      ) : (
        <p className="pr-allowance" data-testid="boost-allowance">
          {t('allowance', { count: state.allowance, left: state.left, plan: plan.name, date: nextMonth })}
        </p>
      )}
      {state.allowance > 0 && state.left === 0 ? (
        <p className="pr-notice">{say(promotionMessages.boostsUsed(state.subscription, nextMonth))}</p>
      ) : null}
      {state.left > 0 ? <BoostForm state={state} viewer={viewer} /> : null}
      <BoostList state={state} viewer={viewer} />
    </>
  );
}
