import type { AppConfig } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe.provider.ts';
import { createTestProvider, type TestPaymentProvider } from './test.provider.ts';

/** The provider `PAYMENT_PROVIDER` names: the built-in test provider unless Stripe is configured. */
export function createPaymentProvider(config: AppConfig): {
  provider: PaymentProvider;
  testProvider: TestPaymentProvider | null;
} {
  const p = config.payments;
  if (p.provider === 'stripe') {
    return {
      provider: createStripeProvider({
        secretKey: p.secretKey,
        publishableKey: p.publishableKey,
        webhookSecret: p.webhookSecret,
        ...(p.apiUrl ? { apiUrl: p.apiUrl } : {}),
      }),
      testProvider: null,
    };
  }
  const testProvider = createTestProvider();
  return { provider: testProvider, testProvider };
}
