import type { ReactNode } from 'react';
import type { BusinessProfile } from '@wbn/contracts';

/**
 * What the profile shows of other features: the page in src/app that composes it hands these in
 * (a feature imports no other). Each is given the profile it belongs to.
 */
export interface BusinessProfileSlots {
  /** The like toggle beside the name, starting from the profile's own count. */
  like(profile: BusinessProfile): ReactNode;
  /** The follow toggle, first of the visitor's actions. */
  follow(profile: BusinessProfile): ReactNode;
  /** Save Business, offered to viewers outside the business. */
  save(profile: BusinessProfile): ReactNode;
  /** Report the business to the network's moderators, for signed-in viewers outside it. */
  report(profile: BusinessProfile, label: string): ReactNode;
  /** The company's products, with their own heading and states. */
  products(profile: BusinessProfile, heading: string): ReactNode;
  /** The business's timeline (posts, with the composer for its owner and admins). */
  timeline(profile: BusinessProfile, heading: string): ReactNode;
  /** Reviews after deals, with their average and the answers (decision 0024). */
  reviews(profile: BusinessProfile, heading: string): ReactNode;
}
