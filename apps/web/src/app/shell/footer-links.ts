import { searchResultHref } from '@wbn/contracts';

/**
 * The footer's link columns, after public-pages section 2 "Footer link data". Every link opens a
 * page that exists: the spec's "root path" entries that have a page of their own link to it
 * (/advertise-with-us, /free-marketing, /message-center, /work-with-wbn), the two "by country"
 * searches open the search with its country list, and entries with no page yet (Developers Zone,
 * Company Verification, Direct Buyer Enquiries, B2B Contract Help and the Buyers column) are left
 * out rather than sent to the home page. `key` names the label in locales/en.json.
 */
export interface FooterLink {
  key: string;
  to: string;
}
export interface FooterColumn {
  key: string;
  links: FooterLink[];
}

export const footerColumns: FooterColumn[] = [
  {
    key: 'company',
    links: [
      { key: 'aboutUs', to: '/about-us' },
      { key: 'privacy', to: '/privacy-policy' },
      { key: 'missionVision', to: '/mission-vision' },
      { key: 'terms', to: '/terms-and-conditions' },
      { key: 'contactUs', to: '/contact-us' },
    ],
  },
  {
    key: 'services',
    links: [
      { key: 'standard', to: '/membership-standard' },
      { key: 'gold', to: '/membership-gold' },
      { key: 'premium', to: '/membership-premium' },
      { key: 'platinum', to: '/membership-platinum' },
      { key: 'advertise', to: '/advertise-with-us' },
    ],
  },
  {
    key: 'manufacturers',
    links: [
      { key: 'whyWbn', to: '/why-wbn' },
      { key: 'exportTips', to: '/b2b-tips/export-to-the-world-tip-0' },
      { key: 'freeMarketing', to: '/free-marketing' },
      { key: 'messageCenter', to: '/message-center' },
      // Buyers abroad are the importers; the search's country list narrows them to a market.
      { key: 'buyersByCountry', to: searchResultHref({ business: 'IM' }) },
    ],
  },
  {
    key: 'distributors',
    links: [
      { key: 'ourNetwork', to: '/our-network' },
      { key: 'workWithWbn', to: '/work-with-wbn' },
      { key: 'suppliersByCountry', to: searchResultHref({ business: 'MA' }) },
    ],
  },
];

/** Support lines shown in the footer (configuration: replace with the company's real numbers). */
export const supportPhones = [
  { key: 'usa', display: '+1 (305) 555-0142', tel: '+13055550142' },
  { key: 'europe', display: '+34 910 555 218', tel: '+34910555218' },
] as const;

/** The language links; the spec has them all point to the home page for now. */
export const languageLinks = [
  { lang: 'en', label: 'English' },
  { lang: 'es', label: 'Español' },
  { lang: 'it', label: 'Italiano' },
  { lang: 'zh', label: '中文' },
] as const;
