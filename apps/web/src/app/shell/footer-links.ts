import { searchResultHref, type UiLanguage } from '@wbn/contracts';

/**
 * The footer's link columns, as public-pages section 2 "Footer link data" lists them: five columns,
 * every link in the spec's order. Every link opens a page of its own; where the spec gives no
 * address (its "root path" entries) the link goes to the page written for it (decision 0020): the
 * two "by country" searches open the search with its country list, Direct Buyer Enquiries the
 * enquiry form, the rest a content page. `key` names the label in locales/footer/en.json.
 * e2e/footer.e2e.ts follows every one of them and fails on a page that is missing.
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
      { key: 'developers', to: '/developers' },
    ],
  },
  {
    key: 'services',
    links: [
      { key: 'standard', to: '/membership-standard' },
      { key: 'gold', to: '/membership-gold' },
      { key: 'premium', to: '/membership-premium' },
      { key: 'platinum', to: '/membership-platinum' },
      { key: 'verification', to: '/company-verification' },
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
      // Buyers' requests for quotation, open to every visitor to read (decision 0023).
      { key: 'buyerEnquiries', to: '/buying-requests' },
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
      { key: 'contractHelp', to: '/b2b-contract-help' },
    ],
  },
  {
    key: 'buyers',
    // The search has no "verified" filter: the two verified pages explain the badge, how to check
    // a company, and open the search of that type.
    links: [
      { key: 'certifiedProducts', to: '/certified-products' },
      { key: 'verifiedManufacturers', to: '/verified-manufacturers' },
      { key: 'logistics', to: '/international-logistics' },
      { key: 'privateLabel', to: '/private-label-industry' },
      { key: 'verifiedSuppliers', to: '/verified-suppliers' },
      { key: 'priceList', to: '/price-list' },
    ],
  },
];

/** Support lines shown in the footer (configuration: replace with the company's real numbers). */
export const supportPhones = [
  { key: 'usa', display: '+1 (305) 555-0142', tel: '+13055550142' },
  { key: 'europe', display: '+34 910 555 218', tel: '+34910555218' },
] as const;

/**
 * The language links: the spec's four (English, Spanish, Italian, Chinese) first, then the other
 * portals' languages; each opens the page the reader is on in that language (decision 0026).
 */
export const footerLanguages = [
  'en',
  'es',
  'it',
  'zh',
  'pt',
  'de',
  'fr',
] as const satisfies readonly UiLanguage[];
