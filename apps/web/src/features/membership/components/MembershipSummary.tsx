import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Switch } from 'react-aria-components';
import type { MembershipState } from '@wbn/contracts';
import { tierBadge } from '../../../shared/i18n/tier.ts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { setRenewal } from '../api/checkout.ts';
import { membershipKeys } from '../api/membership-keys.ts';
import { formatUtcDate } from '../lib/format.ts';

/**
 * The business's plan now: the tier as a badge (STANDARD when none), Verified or Not Verified,
 * when the paid year renews or ends (with the renewal switch for the owner and admins), and the
 * products listed of the plan's cap.
 */
export function MembershipSummary({ state, viewer }: { state: MembershipState; viewer: string }) {
  const { t, i18n } = useTranslation('membership');
  const paid = state.subscription !== 'standard' && state.renewsAt !== null;
  return (
    <section className="ms-section" aria-labelledby="ms-summary-heading">
      <h2 id="ms-summary-heading" className="ms-section__title">
        {t('summary.heading')}
      </h2>
      <dl className="ms-facts">
        <div>
          <dt>{t('summary.current')}</dt>
          <dd>
            <span className={`ms-badge ms-badge--${state.subscription}`}>
              {tierBadge(t, state.subscription, i18n.language)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('summary.verification')}</dt>
          <dd>
            <span className={`ms-badge ${state.verified ? 'ms-badge--verified' : 'ms-badge--muted'}`}>
              {state.verified ? t('summary.verified') : t('summary.notVerified')}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('summary.renewal')}</dt>
          <dd>
            {paid
              ? t(state.autoRenew ? 'summary.renewsOn' : 'summary.endsOn', {
                  date: formatUtcDate(state.renewsAt!, i18n.language),
                })
              : t('summary.noRenewal')}
          </dd>
        </div>
        <div>
          <dt>{t('summary.products')}</dt>
          <dd>
            {t('summary.productsUsed', { used: state.products, limit: state.productLimit })}
            <span className="ms-meter" aria-hidden="true">
              <span
                className="ms-meter__bar"
                style={{
                  width: `${Math.min(100, (state.products / Math.max(1, state.productLimit)) * 100)}%`,
                }}
              />
            </span>
          </dd>
        </div>
      </dl>
      {paid && state.canBuy ? <RenewalSwitch state={state} viewer={viewer} /> : null}
    </section>
  );
}

function RenewalSwitch({ state, viewer }: { state: MembershipState; viewer: string }) {
  const { t, i18n } = useTranslation('membership');
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (autoRenew: boolean) => setRenewal(state.businessID, autoRenew),
    onSuccess: (next) => {
      queryClient.setQueryData(membershipKeys.state(state.businessID, viewer), next);
      if (next.renewsAt !== null)
        toast.success(
          t(next.autoRenew ? 'summary.renewalOn' : 'summary.renewalOff', {
            date: formatUtcDate(next.renewsAt, i18n.language),
          }),
        );
    },
    onError: (error) => toast.error(explainFailure(error)),
  });
  const selected = change.isPending ? change.variables : state.autoRenew;
  return (
    <Switch
      className="ms-switch"
      isSelected={selected}
      isDisabled={change.isPending}
      onChange={(next) => change.mutate(next)}
    >
      <span className="ms-switch__track" aria-hidden="true">
        <span className="ms-switch__thumb" />
      </span>
      {t('summary.autoRenew')}
    </Switch>
  );
}
