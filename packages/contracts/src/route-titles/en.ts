// The page routes' titles in English, the source of every other language's (by-route.ts gives each
// route its key). The server writes a page's title into its HTML; the web app loads only the
// page's language's file when it shows one (decision 0030).
const en = {
  myProfile: 'My profile',
  editProfile: 'Edit profile',
  profile: 'Profile',
  myB2b: 'My B2B',
  myTimeline: 'My timeline',
  timeline: 'Timeline',
  saved: 'Saved',
  notifications: 'Notifications',
  searchResults: 'Search results',
  myBusiness: 'My business',
  createBusiness: 'Create your business profile',
  businessProfile: 'Business profile',
  businessMembers: 'Business members',
  businessProducts: 'Business products',
  manageBusiness: 'Manage business',
  sendRequest: 'Send a request',
  buyingRequests: 'Buying requests',
  newBuyingRequest: 'New buying request',
  buyingRequest: 'Buying request',
  messageCenter: 'Message center',
  membership: 'Membership',
  receipt: 'Receipt',
  product: 'Product',
  industries: 'Industries',
  aboutUs: 'About us',
  missionVision: 'Mission, vision and values',
  whyWbn: 'Why use WBN',
  ourNetwork: 'Our network',
  contactUs: 'Contact us',
  businessHelp: 'Need business help',
  privacyPolicy: 'Privacy policy',
  terms: 'Terms and conditions',
  standardMembership: 'Standard membership',
  goldMembership: 'Gold membership',
  premiumMembership: 'Premium membership',
  platinumMembership: 'Platinum membership',
  advertise: 'Advertise with us',
  freeMarketing: 'Free B2B marketing',
  workWithWbn: 'Work with WBN',
  developers: 'Developers Zone',
  companyVerification: 'Company verification',
  contractHelp: 'B2B contract help',
  certifiedProducts: 'Certified products',
  verifiedManufacturers: 'Verified manufacturers',
  logistics: 'International logistics',
  privateLabel: 'Private label industry',
  verifiedSuppliers: 'Verified suppliers',
  priceList: 'Price list',
  exportTips: 'B2B export tips',
  signingIn: 'Signing in',
  operatorsConsole: "Operators' console",
  moderationStatement: 'Statement of reasons',
};

/** A page route's title, by its key (by-route.ts). */
export type RouteTitleKey = keyof typeof en;
/** Every route title in one language: a language's file must have each key, and no other. */
export type RouteTitles = Readonly<Record<RouteTitleKey, string>>;

export default en as RouteTitles;
