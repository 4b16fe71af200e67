import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EligibleDeals, Review, ReviewAnswer, ReviewCreate, ReviewsPage } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** Cache keys of a business's reviews (decision 0024). */
export const reviewKeys = {
  all: ['reviews'] as const,
  list: (businessID: string, viewer: string) => [...reviewKeys.all, 'list', businessID, viewer] as const,
  eligible: (businessID: string, viewer: string) =>
    [...reviewKeys.all, 'eligible', businessID, viewer] as const,
};

const base = (businessID: string) => `/businesses/${encodeURIComponent(businessID)}/reviews`;

/** GET /api/businesses/{id}/reviews, page after page. */
export const useReviews = (businessID: string, viewer: string) =>
  useInfiniteQuery({
    queryKey: reviewKeys.list(businessID, viewer),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ReviewsPage>(base(businessID), { query: { cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The viewer's deals with the business that may still be reviewed (signed-in viewers only). */
export const useEligibleDeals = (businessID: string, viewer: string | null) =>
  useQuery({
    queryKey: reviewKeys.eligible(businessID, viewer ?? 'visitor'),
    queryFn: ({ signal }) => apiRequest<EligibleDeals>(`${base(businessID)}/eligible`, { signal }),
    enabled: viewer !== null,
  });

/** POST a review, then the list and the eligible deals are read again. */
export function useLeaveReview(businessID: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewCreate) => apiRequest<Review>(base(businessID), { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** POST the business's answer to a review. */
export function useAnswerReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewID, body }: { reviewID: string; body: ReviewAnswer }) =>
      apiRequest<Review>(`/reviews/${encodeURIComponent(reviewID)}/answer`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
