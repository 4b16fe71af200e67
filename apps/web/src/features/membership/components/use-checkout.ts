import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  messages,
  type CheckoutResult,
  type Payment,
  type SubscribeBody,
  type SubscriptionPlan,
} from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { authenticateTestPayment, confirmPayment, subscribe } from '../api/checkout.ts';
import { isUnanswered } from '../api/checkout-request.ts';
import { membershipKeys } from '../api/membership-keys.ts';
import { attemptFor, type Attempt } from '../lib/idempotency.ts';
import { say } from '../../../shared/i18n/say.ts';

/** How the last attempt ended, as the form shows it. */
export type CheckoutProblem =
  /** The provider declined or could not charge (402): the spec's message and the provider's words. */
  | { kind: 'declined'; reason: string | null }
  /** Anything else; `retrySafe` when it may not have reached the server (Pay again uses the same key). */
  | { kind: 'error'; message: string; retrySafe: boolean }
  /** The payment was sent and authenticated but its outcome did not arrive: ask again, not pay again. */
  | { kind: 'unconfirmed'; message: string; paymentID: string };

/** A payment waiting for the test provider's authentication step (the "bank" dialog). */
export interface Challenge {
  payment: Payment;
  clientSecret: string;
  /** Why the last Complete or Cancel did not finish (no answer): pressing again retries. */
  problem: string | null;
}

export type PayResult = 'done' | 'unanswered' | 'skipped';

export interface CheckoutOptions {
  businessID: string;
  plan: SubscriptionPlan;
  viewer: string;
  /** After a successful checkout, with the payment (the panel shows it and closes the form). */
  onSucceeded: (payment: Payment) => void;
}

export type Checkout = ReturnType<typeof useCheckout>;

/**
 * One plan's checkout: subscribe with an idempotency key (the same key for a retry of an
 * unanswered attempt with the same details, a new one after any answer), the authentication step
 * when the provider asks for one, and what the screen shows afterwards. One payment at a time:
 * a second press while one is on its way does nothing.
 */
export function useCheckout({ businessID, plan, viewer, onSucceeded }: CheckoutOptions) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const inFlight = useRef(false);
  const attempt = useRef<Attempt | null>(null);

  const refreshBusiness = () =>
    void queryClient.invalidateQueries({ queryKey: membershipKeys.business(businessID, viewer) });

  function succeeded(result: Extract<CheckoutResult, { status: 'succeeded' }>) {
    // The new tier and cap show at once; the refetch then confirms them and brings the history.
    queryClient.setQueryData(membershipKeys.state(businessID, viewer), result.membership);
    queryClient.setQueryData(membershipKeys.payment(result.payment.paymentID, viewer), result.payment);
    // The tier shows on cards, profiles and product caps of other features: every read is stale.
    void queryClient.invalidateQueries();
    toast.success(messages.checkoutSucceeded);
    onSucceeded(result.payment);
  }

  /** `retrySafe`: Pay again resends the same attempt (it got no answer and its key is kept). */
  function failed(error: unknown, retrySafe = false) {
    if (error instanceof ApiError && error.status === 402) {
      setProblem({
        kind: 'declined',
        reason: error.fieldMessage('paymentMethod') ?? error.errors[0]?.message ?? null,
      });
      // The declined attempt is in the history now.
      refreshBusiness();
      return;
    }
    const fields: Record<string, string> = {};
    if (error instanceof ApiError && error.status === 400)
      for (const e of error.errors) fields[e.path.split('.').pop() ?? e.path] = e.message;
    setFieldErrors(fields);
    setProblem({ kind: 'error', message: problemMessage(error), retrySafe });
  }

  /** Settles a confirm's answer; false when the provider still waits for the authentication. */
  function settle(result: CheckoutResult): boolean {
    if (result.status === 'succeeded') {
      succeeded(result);
      return true;
    }
    return false;
  }

  /**
   * Sends the payment. `nextAction` (Stripe) runs the provider's own authentication step before
   * confirming; without it a requires_action answer opens the test provider's dialog.
   */
  async function pay(
    input: { paymentMethod: string; email: string },
    nextAction?: (clientSecret: string) => Promise<void>,
  ): Promise<PayResult> {
    if (inFlight.current) return 'skipped';
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    setFieldErrors({});
    const body: SubscribeBody = {
      paymentMethod: input.paymentMethod,
      businessID,
      planId: plan.planId,
      email: input.email.trim(),
    };
    attempt.current = attemptFor(attempt.current, [body.paymentMethod, body.planId, body.email].join('|'));
    try {
      const result = await subscribe(body, attempt.current.key);
      attempt.current = null;
      if (result.status === 'succeeded') {
        succeeded(result);
      } else if (nextAction) {
        await nextAction(result.clientSecret);
        await confirm(result.payment.paymentID);
      } else {
        setChallenge({ payment: result.payment, clientSecret: result.clientSecret, problem: null });
      }
      return 'done';
    } catch (error) {
      const unanswered = attempt.current !== null && isUnanswered(error);
      if (!unanswered) attempt.current = null;
      failed(error, unanswered);
      return unanswered ? 'unanswered' : 'done';
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  /** After the provider's own authentication step (Stripe): what became of the payment. */
  async function confirm(paymentID: string) {
    try {
      if (!settle(await confirmPayment(paymentID)))
        failed(new ApiError('PaymentFailed', say(messages.checkoutFailed), 402));
    } catch (error) {
      if (isUnanswered(error)) setProblem({ kind: 'unconfirmed', message: problemMessage(error), paymentID });
      else failed(error);
    }
  }

  /** "Check the payment again" after an unconfirmed outcome. */
  async function recheck() {
    if (problem?.kind !== 'unconfirmed' || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const { paymentID } = problem;
    setProblem(null);
    try {
      await confirm(paymentID);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  /** The test provider's dialog: Complete or Cancel, then what the provider says of the payment. */
  async function authenticate(outcome: 'complete' | 'cancel') {
    if (!challenge || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setChallenge({ ...challenge, problem: null });
    try {
      await authenticateTestPayment(challenge.clientSecret, outcome);
      const result = await confirmPayment(challenge.payment.paymentID);
      if (settle(result)) setChallenge(null);
      else setChallenge({ ...challenge, problem: null });
    } catch (error) {
      if (isUnanswered(error)) {
        // Pressing again repeats the step (the provider ignores a repeat) and asks again.
        setChallenge({ ...challenge, problem: explainFailure(error) });
      } else {
        setChallenge(null);
        failed(error);
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { busy, problem, fieldErrors, challenge, pay, authenticate, recheck };
}

/** The words for a failure other than a decline: the API's own for a refusal, else the spec's. */
function problemMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return say(messages.checkoutFailed);
  // No answer: the client's words (no connection, too slow).
  if (error.status === 0) return error.message;
  if (error.status >= 500) return say(messages.checkoutFailed);
  // A 400 names its fields (shown at them); its message sums them up.
  if (error.status === 400 && error.errors.length) return error.message;
  return explainFailure(error);
}
