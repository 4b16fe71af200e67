/**
 * Deterministic generator of believable users, businesses and products for the demo directory
 * (hundreds) and the benchmark (100k businesses, 1M products). Pure functions: the same seed and
 * sizes give the same objects on every machine; nothing is read from the clock or the network.
 *
 * Every item draws from its own sub-stream (`Random.derive(seed, kind, index)`), so item i does
 * not depend on how many items come after it, and the streaming variants yield exactly what the
 * array variants return. The only state carried from item to item is the set of names and e-mail
 * addresses already used, which keeps them unique within one run.
 *
 * This file is the entry point; the pieces live in generate/: sizes, dates, text helpers, places,
 * industries, users, company names, business profile figures, owners, businesses and products,
 * the newsfeed (social, posts, comments), inquiry threads, notifications and buying requests.
 */
import type { Seed } from './random.ts';
import { generateBusinesses } from './generate/businesses.ts';
import { generateProducts } from './generate/products.ts';
import { demoDistribution, demoSizes } from './generate/sizes.ts';
import { generateUsers } from './generate/users.ts';

export { benchmarkDistribution, benchmarkSizes, demoDistribution, demoSizes } from './generate/sizes.ts';
export { asciiFold, slugify } from './generate/text.ts';
export { generateUserStream, generateUsers } from './generate/users.ts';
export type { DemoOwner } from './generate/owners.ts';
export { generateBusinessStream, generateBusinesses } from './generate/businesses.ts';
export {
  generateSocial,
  postsForBusiness,
  postsForUser,
  productText,
  showcaseUserIndex,
  voiceOf,
  type PlannedPost,
  type Voice,
} from './generate/social.ts';
export { generateInquiries } from './generate/inquiries.ts';
export { generateNotifications } from './generate/notifications.ts';
export { generateBuyingRequests } from './generate/buying-requests.ts';
export {
  demoUnitsPerDollar,
  requestTemplates as buyingRequestTemplates,
  type RequestTemplate as BuyingRequestTemplate,
} from './words/buying-requests.ts';
export {
  generateProductStream,
  generateProducts,
  productCountFor,
  productsForBusiness,
} from './generate/products.ts';

/** The whole embedded demo directory: 200 users, 300 businesses and their products. */
export function generateDemoDirectory(seed: Seed = 'wbn-demo') {
  const users = generateUsers(seed, demoSizes.users);
  const businesses = generateBusinesses(seed, demoSizes.businesses, users);
  const products = generateProducts(seed, businesses, demoDistribution);
  return { users, businesses, products };
}
