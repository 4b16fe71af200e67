import { z } from 'zod';

/**
 * The mark a sponsored product result or newsfeed post carries (decision 0022; absent on every
 * other item, so the spec's clients read the payloads as before). The web reports its click with
 * `boostID`. A module of its own, so the posts' and the searches' schemas bring nothing else of
 * boosts into a page's bundle.
 */
export const sponsoredSchema = z.object({ boostID: z.string() });
export type Sponsored = z.infer<typeof sponsoredSchema>;
