import { planOfTier } from './membership.ts';

// Advertising boosts and professional support: the limits and the refusals' words, apart from the
// zod schemas in boosts.ts and support.ts (the web app reads them without zod, decision 0015).
// Decision 0022 says why each number is what it is.

export const boostTargetTypes = ['product', 'post'] as const;
export type BoostTargetType = (typeof boostTargetTypes)[number];

export const boostLimits = {
  /** A boost runs for 1 to 30 days from when it is started. */
  daysMin: 1,
  daysMax: 30,
  /** Sponsored products at the top of one page of product results. */
  perSearchPage: 2,
  /** Sponsored posts in one page of a newsfeed (10 posts), after the 2nd and the 7th. */
  feedSlots: [2, 7],
  /** Times one viewer is shown one boost in a day (UTC); past it, the boost waits for tomorrow. */
  viewsPerViewerPerDay: 3,
  /** Posts the promotion screen offers to boost: the business's newest. */
  postChoices: 30,
} as const;

export const supportLimits = {
  subjectMax: 150,
  messageMax: 5000,
  /** What a request may ask for: half hours, at most a whole Platinum year's. */
  hoursStep: 0.5,
  hoursMax: 12,
} as const;

/** The refusals' words, shown by the API and by the screens before the owner reaches them. */
export const promotionMessages = {
  noBoosts: 'Advertising boosts come with the Gold, Premium and Platinum memberships.',
  boostsUsed: (subscription: string | null | undefined, renewsOn: string) => {
    const plan = planOfTier(subscription);
    return (
      `Your ${plan.name} membership includes ${plan.boostsPerMonth} advertising boosts a month, ` +
      `and this month's are used. New ones can be started on ${renewsOn}.`
    );
  },
  alreadyBoosted: (kind: BoostTargetType, until: string) => `This ${kind} is already boosted until ${until}.`,
  noSupport:
    'Professional support comes with the Premium (6 hours a year) and Platinum (12 hours a year) memberships.',
  supportUsed: (hours: number) =>
    `The ${hours} hours of professional support of this membership year are used.`,
  supportHoursLeft: (left: number) =>
    `Only ${left} ${left === 1 ? 'hour is' : 'hours are'} left this membership year.`,
} as const;

/** "3 July 2027": a day as the refusals name it (UTC). */
export const formatBoostDay = (d: Date): string =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
