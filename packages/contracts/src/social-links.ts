// The network's accounts on social sites, shown as icons in the footer. Plain values (no zod): the
// footer is part of the web app's first load (decision 0015).

/** The sites the footer has an icon for, in the order it shows them. */
export const socialNetworks = ['linkedin', 'facebook', 'x', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** The address of each account; a site left out has no icon. */
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/**
 * The configuration variable that sets each address (an empty value hides that icon). The
 * README's configuration table lists them.
 */
export const socialLinkVariables = {
  linkedin: 'SOCIAL_LINKEDIN_URL',
  facebook: 'SOCIAL_FACEBOOK_URL',
  x: 'SOCIAL_X_URL',
  youtube: 'SOCIAL_YOUTUBE_URL',
} as const satisfies Record<SocialNetwork, string>;

/**
 * The addresses used when nothing is configured: the network's own handle on each site. Check
 * them (or set the variables) before launch, as with the support phone lines.
 */
export const defaultSocialLinks: Readonly<Record<SocialNetwork, string>> = {
  linkedin: 'https://www.linkedin.com/company/wbn-worldwide-business-network',
  facebook: 'https://www.facebook.com/wbn.worldwide.business.network',
  x: 'https://x.com/wbn_network',
  youtube: 'https://www.youtube.com/@wbn-network',
};

/** The site's name, for the icon's accessible label. */
export const socialNetworkNames: Readonly<Record<SocialNetwork, string>> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  x: 'X',
  youtube: 'YouTube',
};
