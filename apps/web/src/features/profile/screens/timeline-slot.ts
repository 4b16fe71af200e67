import type { ReactNode } from 'react';

/**
 * A person's timeline under their profile (the posts feature's), handed in by the page in src/app
 * that composes the screen: whose it is, the name to show for them and the section's heading.
 */
export type ProfileTimelineSlot = (
  owner: { userID: string; firstName: string },
  heading: string,
) => ReactNode;
