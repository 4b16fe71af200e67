import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages, type Payment, type SubscriptionPlan } from '@wbn/contracts';
import { planName } from '../../../shared/i18n/tier.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { useSession } from '../../../shared/session/session.ts';
import { useMembershipState } from '../api/get-membership.ts';
import { useSubscriptionSetup } from '../api/get-setup.ts';
import { viewerKey } from '../api/membership-keys.ts';
import { offersFor } from '../lib/offers.ts';
import { CheckoutSection } from './CheckoutSection.tsx';
import { MembershipSummary } from './MembershipSummary.tsx';
import { PaymentHistory, receiptHref } from './PaymentHistory.tsx';
import { PlanOffers } from './PlanOffers.tsx';
import { say } from '../../../shared/i18n/say.ts';
import '../membership.css';

export interface MembershipPanelProps {
  /** The bare 36-character business id. */
  businessID: string;
  /**
   * After a successful checkout, for caches this feature does not own (the business feature's
   * profile and cards show the tier): the management tab hands in its own refresh.
   */
  onChanged?: (businessID: string) => void | Promise<void>;
  /** Show a link to the membership page (when the panel sits in another screen). */
  pageLink?: boolean;
}

/**
 * A business's membership (core spec: Membership screen): its plan now, the higher plans on sale
 * with the checkout for the owner and admins, and the payment history. The membership page and
 * the management screen's Membership tab both show it.
 */
export function MembershipPanel({ businessID, onChanged, pageLink = false }: MembershipPanelProps) {
  const { t } = useTranslation('membership');
  const session = useSession();
  const viewer = viewerKey(session.userID);
  const state = useMembershipState(businessID, viewer);
  const setup = useSubscriptionSetup();
  const [chosen, setChosen] = useState<SubscriptionPlan | null>(null);
  const [paid, setPaid] = useState<Payment | null>(null);

  return (
    <QueryState
      query={state}
      pending={
        <p className="ms-status" role="status">
          <span className="spinner ms-status__spinner" aria-hidden="true" /> {say(messages.loading)}
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
      className="ms-problem"
    >
      {(membership) => {
        // A plan chosen before the tier changed (here or elsewhere) is no longer on offer.
        const offer =
          chosen &&
          membership.canBuy &&
          offersFor(membership.subscription, setup.data?.plans ?? []).some((p) => p.planId === chosen.planId)
            ? chosen
            : null;

        return (
          <div className="ms-panel">
            {pageLink ? (
              <p className="ms-panel__page-link">
                <Link to={`/business/${businessID}/membership`}>{t('openPage')}</Link>
              </p>
            ) : null}
            {paid ? <CheckoutSucceeded payment={paid} businessID={businessID} /> : null}
            <MembershipSummary state={membership} viewer={viewer} />
            <PlanOffers
              state={membership}
              plans={setup.data?.plans ?? null}
              plansProblem={setup.isError}
              onRetryPlans={() => void setup.refetch()}
              chosen={offer?.planId ?? null}
              onChoose={(plan) => {
                setPaid(null);
                setChosen(plan);
              }}
            />
            {offer && setup.data ? (
              <CheckoutSection
                key={offer.planId}
                businessID={businessID}
                viewer={viewer}
                plan={offer}
                setup={setup.data}
                onClose={() => setChosen(null)}
                onSucceeded={(payment) => {
                  setChosen(null);
                  setPaid(payment);
                  void onChanged?.(businessID);
                }}
              />
            ) : null}
            <PaymentHistory businessID={businessID} viewer={viewer} />
          </div>
        );
      }}
    </QueryState>
  );
}

/** What a successful checkout leaves on the screen (the toast goes away), with its receipt. */
function CheckoutSucceeded({ payment, businessID }: { payment: Payment; businessID: string }) {
  const { t } = useTranslation('membership');
  const ref = useRef<HTMLDivElement>(null);
  // Focus comes here from the Pay button, which went away with the checkout.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="ms-alert ms-alert--success" role="status" tabIndex={-1}>
      <p className="ms-alert__title">{say(messages.checkoutSucceeded)}</p>
      <p className="ms-alert__detail">
        {t('checkout.succeeded', { name: planName(t, payment.subscription) })}{' '}
        <Link to={receiptHref(businessID, payment.paymentID)}>{t('checkout.receiptLink')}</Link>
      </p>
    </div>
  );
}
