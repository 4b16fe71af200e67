import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payment } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { MEMBERSHIP_STALE_MS, membershipKeys } from './membership-keys.ts';

/** GET /api/subscription/business/{businessID}/payments: every checkout attempt, newest first. */
export const paymentsQuery = (businessID: string, viewer: string) =>
  queryOptions({
    queryKey: membershipKeys.payments(businessID, viewer),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ payments: Payment[] }>(
          `/subscription/business/${encodeURIComponent(businessID)}/payments`,
          { signal },
        )
      ).payments,
    staleTime: MEMBERSHIP_STALE_MS,
  });

export const usePayments = (businessID: string, viewer: string) =>
  useQuery(paymentsQuery(businessID, viewer));

/** GET /api/subscription/payments/{paymentID}: one payment, as its receipt shows it. */
export const paymentQuery = (paymentID: string, viewer: string) =>
  queryOptions({
    queryKey: membershipKeys.payment(paymentID, viewer),
    queryFn: ({ signal }) =>
      apiRequest<Payment>(`/subscription/payments/${encodeURIComponent(paymentID)}`, { signal }),
    staleTime: MEMBERSHIP_STALE_MS,
  });

export const usePayment = (paymentID: string, viewer: string) => useQuery(paymentQuery(paymentID, viewer));
