import { useTranslation } from 'react-i18next';
import { messages, type MembershipState, type SubscriptionPlan } from '@wbn/contracts';
import { planName } from '../../../shared/i18n/tier.ts';
import { yearlyPrice } from '../../../shared/i18n/plans.ts';
import { offersFor, topTier } from '../lib/offers.ts';
import { say } from '../../../shared/i18n/say.ts';

export interface PlanOffersProps {
  state: MembershipState;
  /** The plans on sale (null while they load or when they could not be loaded). */
  plans: readonly SubscriptionPlan[] | null;
  plansProblem: boolean;
  onRetryPlans: () => void;
  chosen: string | null;
  onChoose: (plan: SubscriptionPlan) => void;
}

/**
 * The tiers above the business's, each with its price, product cap and (for the owner and
 * admins) a choose button; the best tier is told so instead. Members see the offers and who buys.
 */
export function PlanOffers({ state, plans, plansProblem, onRetryPlans, chosen, onChoose }: PlanOffersProps) {
  const { t, i18n } = useTranslation('membership');
  let body;
  if (state.subscription === topTier) {
    body = <p className="ms-best">{say(messages.bestMembership)}</p>;
  } else if (plansProblem) {
    body = (
      <div className="ms-problem" role="alert">
        <p>{t('offers.unavailable')}</p>
        <button type="button" className="button button--ghost" onClick={onRetryPlans}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (!plans) {
    body = (
      <p className="ms-status" role="status">
        <span className="spinner ms-status__spinner" aria-hidden="true" /> {say(messages.loading)}
      </p>
    );
  } else {
    const offers = offersFor(state.subscription, plans);
    body = (
      <>
        <p className="ms-muted">{t('offers.intro')}</p>
        {state.canBuy ? null : <p className="ms-note">{t('offers.membersNote')}</p>}
        <ul className="ms-offers">
          {offers.map((plan) => {
            const isChosen = chosen === plan.planId;
            const nameId = `ms-offer-${plan.subscription}`;
            return (
              <li
                key={plan.planId}
                className={`ms-offer ms-offer--${plan.subscription}${isChosen ? ' ms-offer--chosen' : ''}`}
              >
                <h3 id={nameId} className="ms-offer__name">
                  {planName(t, plan.subscription)}
                </h3>
                <p id={`${nameId}-price`} className="ms-offer__price">
                  {yearlyPrice(t, plan.price, i18n.language)}
                </p>
                <ul className="ms-offer__features">
                  <li>{t('offers.upTo', { count: plan.productLimit })}</li>
                  <li>{t('offers.verified')}</li>
                </ul>
                {state.canBuy ? (
                  <button
                    type="button"
                    className={`button ${isChosen ? 'button--ghost' : 'button--primary'} ms-offer__choose`}
                    aria-pressed={isChosen}
                    aria-describedby={`${nameId}-price`}
                    onClick={() => onChoose(plan)}
                  >
                    {t('offers.choose', { name: planName(t, plan.subscription) })}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </>
    );
  }
  return (
    <section className="ms-section" aria-labelledby="ms-offers-heading">
      <h2 id="ms-offers-heading" className="ms-section__title">
        {t('offers.heading')}
      </h2>
      {body}
    </section>
  );
}
