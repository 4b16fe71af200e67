import type { ReactNode } from 'react';

/**
 * A person's timeline under their profile (the posts feature's), handed in by the page in src/app
 * that composes the screen: whose it is, the name to show for them and the section's heading.
 */
export type ProfileTimelineSlot = (
  owner: { userID: string; firstName: string },
  heading: string,
) => ReactNode;

/**
 * Report, on someone else's public profile (the moderation feature's dialog, or the notice form for
 * a visitor), handed in by the page: whose profile it is and the button's label.
 */
export type ProfileReportSlot = (
  owner: { userID: string; firstName: string; lastName: string },
  label: string,
) => ReactNode;
