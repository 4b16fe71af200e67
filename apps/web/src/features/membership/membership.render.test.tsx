import { afterEach, describe, expect, it } from 'vitest';
import {
  membershipPlans,
  messages,
  type MembershipId,
  type MembershipState,
  type Payment,
  type SubscriptionSetup,
} from '@wbn/contracts';
import i18next from '../../app/i18n-all.ts';
import { sessionStore } from '../../shared/session/session.ts';
import { renderHtml, textOf } from '../../shared/testing/render-html.test-data.tsx';
import { membershipKeys } from './api/membership-keys.ts';
import { CheckoutSection } from './components/CheckoutSection.tsx';
import { MembershipPanel } from './components/MembershipPanel.tsx';
import { TestCardFields } from './components/TestCardFields.tsx';
import { emptyCard, validateCard, type CardValues } from './lib/card.ts';
import { ReceiptPage } from './pages/ReceiptPage.tsx';

const userID = '0b0e8f3c-1111-4222-8333-944455556666';
const businessID = '6a1f0c2e-8b9d-4e3f-a7c6-5d4b3a2e1f00';
const paymentID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const signIn = (email?: string) =>
  sessionStore.set({
    status: 'authenticated',
    userID,
    profile: { userID, firstName: 'Olga', lastName: 'Test', ...(email ? { email } : {}) },
  });
afterEach(() => sessionStore.set({ status: 'anonymous', userID: null, profile: null }));

const setup: SubscriptionSetup = {
  publicKey: 'pk_test_built_in_provider',
  provider: 'test',
  plans: membershipPlans
    .filter((p) => p.priceCents > 0)
    .map((p) => ({
      planId: p.planId,
      subscription: p.id,
      name: p.name,
      price: p.priceCents,
      currency: 'USD' as const,
      productLimit: p.productLimit,
    })),
};
const gold = setup.plans.find((p) => p.subscription === 'gold')!;

// 25 Nov 2027, 12:00 UTC.
const renewsAt = Date.UTC(2027, 10, 25, 12) / 1000;
const stateOf = (subscription: MembershipId, overrides: Partial<MembershipState> = {}): MembershipState => ({
  businessID,
  subscription,
  verified: subscription !== 'standard',
  renewsAt: subscription === 'standard' ? null : renewsAt,
  autoRenew: true,
  productLimit: membershipPlans.find((p) => p.id === subscription)!.productLimit,
  products: 12,
  canBuy: true,
  ...overrides,
});

const payment: Payment = {
  paymentID,
  businessID,
  companyName: 'Acme Gears',
  planId: gold.planId,
  subscription: 'gold',
  amount: 185_000,
  currency: 'USD',
  status: 'succeeded',
  provider: 'test',
  providerRef: 'pi_test_0123456789abcdef',
  failureMessage: null,
  cardLabel: 'Visa •••• 4242',
  email: 'olga@example.com',
  createdAt: Date.UTC(2026, 10, 25, 9) / 1000,
  periodStart: Date.UTC(2026, 10, 25, 9) / 1000,
  periodEnd: renewsAt,
};

const renderPanel = (state: MembershipState, payments: Payment[] = []) => {
  signIn();
  return renderHtml(<MembershipPanel businessID={businessID} />, {
    data: [
      [membershipKeys.state(businessID, userID), state],
      [membershipKeys.setup(), setup],
      [membershipKeys.payments(businessID, userID), payments],
    ],
  });
};
const chooseButtons = (html: string) => html.match(/aria-pressed="false"[^>]*>Choose \w+/g) ?? [];

describe('the membership panel', () => {
  it('shows a business without a paid plan as STANDARD, and offers all three higher plans', () => {
    const html = renderPanel(stateOf('standard', { products: 3 }));
    const text = textOf(html);
    expect(text).toContain('STANDARD');
    expect(text).toContain('Not Verified');
    expect(text).toContain('3 of 7 products');
    expect(text).toContain('Free listing, nothing to renew');
    expect(html).not.toContain('role="switch"');
    expect(chooseButtons(html)).toHaveLength(3);
    expect(text).toContain('Choose Gold');
    expect(text).toContain('Choose Premium');
    expect(text).toContain('Choose Platinum');
    expect(text).not.toContain(messages.bestMembership);
  });

  it('shows prices as US dollars with two decimals per year, and each plan’s product cap', () => {
    const text = textOf(renderPanel(stateOf('standard')));
    expect(text).toContain('US$ 1,850.00 / year');
    expect(text).toContain('US$ 2,650.00 / year');
    expect(text).toContain('US$ 3,650.00 / year');
    expect(text).toContain('Up to 20 products');
    expect(text).toContain('Up to 50 products');
    expect(text).toContain('Up to 100 products');
  });

  it('offers a gold business only premium and platinum, with its renewal date in UTC and the switch', () => {
    const html = renderPanel(stateOf('gold'));
    const text = textOf(html);
    expect(text).toContain('GOLD');
    expect(text).toMatch(/Verification Verified/);
    expect(text).toContain('Renews on 25 Nov 2027');
    expect(text).toContain('12 of 20 products');
    expect(html).toContain('role="switch"');
    expect(text).toContain('Renew automatically each year');
    expect(chooseButtons(html)).toHaveLength(2);
    expect(text).not.toContain('Choose Gold');
    expect(text).not.toContain('US$ 1,850.00');
  });

  it('says when a membership without renewal ends', () => {
    const text = textOf(renderPanel(stateOf('premium', { autoRenew: false })));
    expect(text).toContain('Ends on 25 Nov 2027');
    expect(text).not.toContain('Renews on');
  });

  it('tells a platinum business it has the best membership, with no offers', () => {
    const html = renderPanel(stateOf('platinum'));
    const text = textOf(html);
    expect(text).toContain('PLATINUM');
    expect(text).toContain(messages.bestMembership);
    expect(chooseButtons(html)).toHaveLength(0);
    expect(text).not.toContain('/ year');
  });

  it('shows a member the plan and the offers, but no checkout and no renewal switch', () => {
    const html = renderPanel(stateOf('gold', { canBuy: false }));
    const text = textOf(html);
    expect(text).toContain('GOLD');
    expect(text).toContain('Only the owner or an admin of this business can buy a membership.');
    expect(text).toContain('US$ 2,650.00 / year');
    expect(text).not.toContain('Choose');
    expect(html).not.toContain('role="switch"');
    expect(text).not.toContain('Pay US$');
  });

  it('lists the payments with their date in UTC, plan, amount, status and receipt', () => {
    const failed: Payment = {
      ...payment,
      paymentID: '1d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
      status: 'failed',
      failureMessage: 'Your card was declined.',
      createdAt: Date.UTC(2026, 10, 24, 23, 30) / 1000,
    };
    const html = renderPanel(stateOf('gold'), [payment, failed]);
    const text = textOf(html);
    expect(text).toContain('Payment history');
    expect(text).toMatch(/25 Nov 2026 Gold US\$ 1,850\.00 Paid Receipt for Gold, 25 Nov 2026/);
    expect(text).toMatch(/24 Nov 2026 Gold US\$ 1,850\.00 Failed/);
    expect(html).toContain(`href="/business/${businessID}/membership/receipts/${paymentID}"`);
  });

  it('says when there are no payments, and while the membership loads or cannot be read', () => {
    expect(textOf(renderPanel(stateOf('standard')))).toContain('No payments yet.');
    signIn();
    expect(textOf(renderHtml(<MembershipPanel businessID={businessID} />))).toContain(messages.loading);
    const failed = textOf(
      renderHtml(<MembershipPanel businessID={businessID} />, {
        errors: [membershipKeys.state(businessID, userID)],
      }),
    );
    expect(failed).toContain(messages.unexpectedError);
    expect(failed).toContain('Try again');
  });

  it('says so when the plans on sale cannot be loaded', () => {
    signIn();
    const text = textOf(
      renderHtml(<MembershipPanel businessID={businessID} />, {
        data: [[membershipKeys.state(businessID, userID), stateOf('standard')]],
        errors: [membershipKeys.setup()],
      }),
    );
    expect(text).toContain('The plans on sale could not be loaded.');
  });
});

describe("the membership panel in the page's language", () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('names the plans, writes the prices and the dates in Chinese and in German', async () => {
    await i18next.changeLanguage('zh');
    const zh = textOf(renderPanel(stateOf('gold'), [payment]));
    expect(zh).toContain('黄金版');
    expect(zh).toContain('选择 高级版');
    expect(zh).toContain('US$2,650.00/年');
    expect(zh).toContain('2027年11月25日');
    expect(zh).not.toMatch(/Gold|Premium|Platinum|year|Nov/);

    await i18next.changeLanguage('de');
    const de = textOf(renderPanel(stateOf('standard'), [payment]));
    expect(de).toContain('STANDARD');
    expect(de).toContain('Platin');
    expect(de).toContain('1.850,00 $ / Jahr');
    expect(de).toContain('25.11.2026');
    expect(de).not.toMatch(/Platinum|year|Nov|US\$ 1,850/);
  });
});

describe('the checkout', () => {
  const renderCheckout = (provider: SubscriptionSetup['provider'] = 'test') =>
    renderHtml(
      <CheckoutSection
        businessID={businessID}
        viewer={userID}
        plan={gold}
        setup={{ ...setup, provider }}
        onClose={() => {}}
        onSucceeded={() => {}}
      />,
    );

  it('has the test card form, the e-mail prefilled from the session, and Pay with the amount', () => {
    signIn('olga@example.com');
    const html = renderCheckout();
    const text = textOf(html);
    expect(text).toContain('Checkout: Gold membership');
    expect(text).toContain('Pay US$ 1,850.00');
    expect(html).toContain('value="olga@example.com"');
    for (const label of ['Card number', 'Expiry date (MM/YY)', 'CVC', 'Name on card'])
      expect(text).toContain(label);
    expect(html).toContain('"cc-number"');
    expect(text).toContain('Test mode');
    expect(html).not.toContain('role="alert"');
  });

  it('loads the Stripe form only for the Stripe provider', () => {
    signIn();
    const html = renderCheckout('stripe');
    expect(textOf(html)).toContain('Loading the card form');
    expect(html).not.toContain('Card number');
  });
});

describe('the test card form', () => {
  const ids = { number: 'n', expiry: 'e', cvc: 'c', name: 'm' };
  const now = new Date(Date.UTC(2026, 5, 15));
  const renderCard = (values: CardValues) =>
    renderHtml(
      <TestCardFields
        ids={ids}
        values={values}
        errors={validateCard(values, { testProvider: true, now })}
        onChange={() => {}}
        onBlur={() => {}}
      />,
    );

  it('asks for every field when nothing is filled in', () => {
    const text = textOf(renderCard(emptyCard));
    expect(text).toContain('Enter the card number');
    expect(text).toContain('Enter the expiry date');
    expect(text).toContain('Enter the CVC');
    expect(text).toContain('Enter the name on the card');
  });

  it('catches a mistyped number (Luhn), a bad month, a past date and a short CVC', () => {
    const html = renderCard({ number: '4242 4242 4242 4241', expiry: '13/29', cvc: '12', name: 'Olga' });
    const text = textOf(html);
    expect(text).toContain('This card number is not valid');
    expect(text).toContain('The month must be 01 to 12');
    expect(text).toContain('The CVC is 3 or 4 digits');
    expect(html).toContain('aria-invalid="true"');
    expect(textOf(renderCard({ ...emptyCard, expiry: '05/26' }))).toContain('This card has expired');
    expect(textOf(renderCard({ ...emptyCard, expiry: '0526' }))).toContain('Write the expiry date as MM/YY');
  });

  it('lists the test cards when the number is a real card the test provider does not know', () => {
    // 5555 5555 5555 4444 passes Luhn but is not one of the test cards.
    const text = textOf(
      renderCard({ number: '5555 5555 5555 4444', expiry: '12/30', cvc: '123', name: 'O' }),
    );
    expect(text).toContain('Use one of the test cards:');
    expect(text).toContain('4242 4242 4242 4242 Visa, succeeds');
    expect(text).toContain('4000 0000 0000 0002 Declined');
    expect(text).toContain('4000 0025 0000 3155 Asks for authentication');
  });

  it('has nothing to say about a test card filled in right', () => {
    const html = renderCard({
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      name: 'Olga Test',
    });
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('Use one of the test cards');
  });
});

describe('the receipt', () => {
  it('shows seller, buyer, plan, amount, date, status and the provider reference, with Print', () => {
    signIn();
    const html = renderHtml(<ReceiptPage />, {
      path: `/business/${businessID}/membership/receipts/${paymentID}`,
      pattern: '/business/:id/membership/receipts/:paymentID',
      data: [[membershipKeys.payment(paymentID, userID), payment]],
    });
    const text = textOf(html);
    expect(text).toContain('Seller WBN');
    expect(text).toContain('Buyer Acme Gears');
    expect(text).toContain('Plan Gold membership, one year');
    expect(text).toContain('Amount US$ 1,850.00 (USD)');
    expect(text).toContain('Date (UTC) 25 Nov 2026');
    expect(text).toContain('Status Paid');
    expect(text).toContain('Period 25 Nov 2026 to 25 Nov 2027 (UTC)');
    expect(text).toContain('Provider reference pi_test_0123456789abcdef');
    expect(text).toContain('Print');
    expect(html).toContain(`href="/business/${businessID}/membership"`);
  });

  it('does not show another business’s payment under this business', () => {
    signIn();
    const other = '7a1f0c2e-8b9d-4e3f-a7c6-5d4b3a2e1f00';
    const text = textOf(
      renderHtml(<ReceiptPage />, {
        path: `/business/${other}/membership/receipts/${paymentID}`,
        pattern: '/business/:id/membership/receipts/:paymentID',
        data: [[membershipKeys.payment(paymentID, userID), payment]],
      }),
    );
    expect(text).toContain('This payment does not exist');
    expect(text).not.toContain('Acme Gears');
  });
});
