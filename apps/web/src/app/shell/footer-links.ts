/**
 * The footer's link columns, as public-pages section 2 "Footer link data" lists them. A link whose
 * page the spec leaves unnamed ("root path") goes to `/`. `key` names the label in locales/en.json.
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
      { key: 'developers', to: '/' },
    ],
  },
  {
    key: 'services',
    links: [
      { key: 'standard', to: '/membership-standard' },
      { key: 'gold', to: '/membership-gold' },
      { key: 'premium', to: '/membership-premium' },
      { key: 'platinum', to: '/membership-platinum' },
      { key: 'verification', to: '/' },
      { key: 'advertise', to: '/' },
    ],
  },
  {
    key: 'manufacturers',
    links: [
      { key: 'whyWbn', to: '/why-wbn' },
      { key: 'exportTips', to: '/b2b-tips/export-to-the-world-tip-0' },
      { key: 'freeMarketing', to: '/' },
      { key: 'messageCenter', to: '/' },
      { key: 'buyerEnquiries', to: '/' },
      { key: 'buyersByCountry', to: '/' },
    ],
  },
  {
    key: 'distributors',
    links: [
      { key: 'ourNetwork', to: '/our-network' },
      { key: 'workWithWbn', to: '/' },
      { key: 'suppliersByCountry', to: '/' },
      { key: 'contractHelp', to: '/' },
    ],
  },
  {
    key: 'buyers',
    links: [
      { key: 'certifiedProducts', to: '/' },
      { key: 'verifiedManufacturers', to: '/' },
      { key: 'logistics', to: '/' },
      { key: 'privateLabel', to: '/' },
      { key: 'verifiedSuppliers', to: '/' },
      { key: 'priceList', to: '/' },
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

/**
 * Social profiles (configuration: the spec does not name the accounts, so these point at each
 * network's front page until the company's profile addresses are filled in).
 */
export const socialLinks = [
  { key: 'linkedin', href: 'https://www.linkedin.com/' },
  { key: 'facebook', href: 'https://www.facebook.com/' },
  { key: 'x', href: 'https://x.com/' },
  { key: 'youtube', href: 'https://www.youtube.com/' },
] as const;
