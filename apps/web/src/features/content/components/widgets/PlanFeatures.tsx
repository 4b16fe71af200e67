import { useTranslation } from 'react-i18next';
import { membershipPlans } from '@wbn/contracts';
import { planPrice } from '../../../../shared/i18n/plans.ts';
import { usePageContext } from '../page-context.ts';

export function PlanFeatures() {
  const { t, i18n } = useTranslation('content');
  const { meta } = usePageContext();
  const plan = membershipPlans.find((p) => p.id === meta.plan) ?? membershipPlans[0]!;
  const features = [
    t('plans.features.products', { count: plan.productLimit }),
    t('plans.features.profile'),
    t('plans.features.requests'),
    ...(plan.verification ? [t('plans.features.verification')] : []),
    ...(plan.boostsPerMonth ? [t('plans.features.boosts', { count: plan.boostsPerMonth })] : []),
    ...(plan.supportHours ? [t('plans.features.support', { count: plan.supportHours })] : []),
  ];
  return (
    <div className="plan-summary">
      <p className="plan-summary__price">
        <span className="plan-summary__amount">{planPrice(t, plan, i18n.language)}</span>{' '}
        {plan.priceCents > 0 && <span className="plan-summary__period">{t('plans.perYear')}</span>}
      </p>
      <ul className="plan-summary__features">
        {features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </div>
  );
}
