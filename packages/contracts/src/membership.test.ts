import { describe, expect, it } from 'vitest';
import { formatPlanPrice, formatUsd, membershipPlan } from './membership.ts';
import { formatYearlyPrice } from './subscription.ts';

// Prices are sent in cents and shown as USD with 2 decimals (core spec §9).
describe('prices', () => {
  it('shows every amount with two decimals and grouped thousands', () => {
    expect(formatUsd(185_000)).toBe('US$ 1,850.00');
    expect(formatUsd(99)).toBe('US$ 0.99');
    expect(formatUsd(123_456_789)).toBe('US$ 1,234,567.89');
  });

  it('prices the plans of the membership pages and price tables', () => {
    expect(formatPlanPrice(membershipPlan('standard'))).toBe('Free');
    expect(formatPlanPrice(membershipPlan('gold'))).toBe('US$ 1,850.00');
    expect(formatPlanPrice(membershipPlan('premium'))).toBe('US$ 2,650.00');
    expect(formatPlanPrice(membershipPlan('platinum'))).toBe('US$ 3,650.00');
  });

  it('prices a year of a plan as the membership screen shows it', () => {
    expect(formatYearlyPrice(185_000)).toBe('US$ 1,850.00 / year');
    expect(formatYearlyPrice(365_000)).toBe('US$ 3,650.00 / year');
  });
});
