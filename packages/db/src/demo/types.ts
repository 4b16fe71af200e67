/**
 * Plain objects the demo and benchmark generator produces. They mirror the field names of the
 * core spec's entities (section 3) but keep references as ids and codes, the way the database
 * stores them; the wiring step maps them onto table rows.
 */
import type { BusinessTypeCode, MembershipId } from '@wbn/contracts';
import type { FamilyId } from './words/families.ts';

export type Tier = MembershipId;

export interface Range {
  min: number;
  max: number;
}

export interface DemoUser {
  /** Position in the generated sequence (0-based). */
  index: number;
  userID: string;
  firstName: string;
  lastName: string;
  /** Unique, always on a reserved example domain. */
  email: string;
  mobilePhone: { countryCode: string; phoneNumber: string } | null;
  city: string;
  countryCode: string;
  /** ISO 3166-2 id from reference/states.ts, or null where the country has no states there. */
  stateId: string | null;
  genderCode: string;
  preferredLanguageCode: string;
  /** jp01… from seed-reference.ts. */
  jobPositionId: string;
  businessTypeCode: BusinessTypeCode;
  /** i0001… from seed-reference.ts. */
  industryId: string;
  companyName: string;
  profession: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** At most 512 characters. */
  briefPresentation: string;
  showBirthDate: boolean;
  showProfession: boolean;
  hasProfilePhoto: boolean;
  hasCoverPhoto: boolean;
  /** ISO timestamp of sign-up, spread over the years before the generator's fixed reference date. */
  createdAt: string;
}

export interface BusinessPhone {
  countryCode: string;
  businessPhoneNumber: string;
}

export interface DemoGeneral {
  companyName: string;
  shortDescription: string;
  generalDescription: string;
  businessTypeCode: BusinessTypeCode;
  industryId: string;
  /** Industry key 0001–0015 (handy for word lists and colours). */
  industryKey: string;
  /** Each "industryId.categoryId", as the create-business payload sends them. */
  categories: string[];
  yearStablished: number;
  /** US dollars per year. */
  totalAnnualRevenue: Range;
  totalEmployees: Range;
  totalProductionEmployees: Range;
  productionCapacity: (Range & { unit: string; period: 'month' | 'year' }) | null;
  hasVideo: boolean;
}

export interface DemoContactInfo {
  legalAddressEnglish: string;
  shippingAddressEnglish: string;
  city: string;
  zipcode: string;
  countryCode: string;
  stateId: string | null;
  email: string;
  website: string;
  phone: BusinessPhone;
  mobilePhone: BusinessPhone | null;
}

export interface DemoFactory {
  /** Free text (≤ 512), e.g. "Own plant with 4 production lines: CNC machining and assembly." */
  manufacturingFacilities: string;
  city: string;
  zipcode: string;
  countryCode: string;
  stateId: string | null;
  /** Square metres. */
  factorySize: number;
  numberProductionLines: number;
  contractManufacturing: { code: string }[];
}

/** A list entry as the spec's business sections hold them ({name}). */
export interface Named {
  name: string;
}

export interface DemoTradeCapabilities {
  markets: Named[];
  spokenLanguages: Named[];
  totalEmployeesSales: number;
  /** Days. */
  averageLeadTime: number;
}

export interface DemoBusinessTerms {
  /** Incoterms 2020 codes. */
  acceptedDeliveryTerms: Named[];
  /** ISO 4217 codes. */
  acceptedPaymentCurrencies: Named[];
  packagingTypes: Named[];
  acceptedPaymentTypes: Named[];
}

export interface DemoCertificate {
  id: string;
  name: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  /** YYYY-MM-DD, or null for a certificate without expiry (e.g. a CE declaration). */
  expireDate: string | null;
}

export interface DemoBusiness {
  index: number;
  businessID: string;
  /** URL-safe unique key derived from the company name. */
  key: string;
  /** Null only when the generator was given no users. */
  ownerUserID: string | null;
  subscription: Tier;
  verified: boolean;
  likes: number;
  general: DemoGeneral;
  contactInfo: DemoContactInfo;
  /** Null for businesses without production (investors, consultants, government, most retailers). */
  factory: DemoFactory | null;
  tradeCapabilities: DemoTradeCapabilities;
  businessTerms: DemoBusinessTerms;
  certificates: DemoCertificate[];
  createdAt: string;
}

export interface DemoSpec {
  key: string;
  value: string;
}

export interface DemoProduct {
  /** Position in the whole generated sequence (0-based). */
  index: number;
  productID: string;
  businessID: string;
  businessIndex: number;
  name: string;
  keywords: string[];
  description: string;
  industryId: string;
  categoryId: string;
  subCategoryId: string;
  specs: DemoSpec[];
  /** Days. */
  leadTime: number;
  /** Units in stock; 0 means made to order. */
  stock: number;
  /** How many photos the wiring should render (the first is the main image). */
  imageCount: number;
  likes: number;
  createdAt: string;
}

/** Controls how many products each business gets. */
export interface ProductDistribution {
  /**
   * Skew exponent: a business with tier limit L gets 1 + floor(L · u^shape) products (u uniform,
   * capped at L). shape > 1 means many businesses with few products; < 1 fills showcases up.
   */
  shape: number;
  /** Share of businesses without any product. */
  zeroShare: number;
  /** Stop after this many products in total (the benchmark's round 1,000,000). */
  maxTotal?: number;
}

/**
 * A post (decision 0013): by a user, as themselves on their own timeline (`businessID` null,
 * `timelineType` 'user', `timelineID` the user) or as a business they own on its timeline
 * (`businessID` = `timelineID`, 'business').
 */
export interface DemoPost {
  /** Position in the generated sequence (0-based): businesses' posts first, then people's. */
  index: number;
  postID: string;
  authorUserID: string;
  businessID: string | null;
  timelineType: 'user' | 'business';
  timelineID: string;
  /** What it is about ("product", "fair", "sourcing"…; words/posts.ts). */
  kind: string;
  /** 1–3,000 characters. */
  content: string;
  /** A view of a category family's drawing (the same picture the family's products show), or none. */
  picture: { family: FamilyId; view: number } | null;
  createdAt: string;
}

/**
 * A comment on a post or a product, or a reply: `resourceType` 'comment' and `resourceID` a
 * top-level comment (never a reply). By a user, as themselves or as a business they own.
 */
export interface DemoComment {
  commentID: string;
  resourceType: 'post' | 'product' | 'comment';
  resourceID: string;
  authorUserID: string;
  businessID: string | null;
  /** 1–512 characters. */
  content: string;
  createdAt: string;
}

/** A like of a post or a comment, by a user or by a business one of its owners acts as. */
export interface DemoLike {
  id: string;
  resourceType: 'post' | 'comment';
  resourceID: string;
  userID: string;
  businessID: string | null;
  createdAt: string;
}

/** A follow of a business, by a user (`businessID` null) or by a business its owner acts as. */
export interface DemoFollow {
  id: string;
  followedBusinessID: string;
  userID: string;
  businessID: string | null;
  createdAt: string;
}

/** The demo's newsfeed: who follows whom, the posts, their comments and replies, and likes. */
export interface DemoSocial {
  follows: DemoFollow[];
  posts: DemoPost[];
  comments: DemoComment[];
  likes: DemoLike[];
}

/** One message of an inquiry thread: side S (the sending user or business) or R (the receiver). */
export interface DemoInquiryMessage {
  messageID: string;
  side: 'S' | 'R';
  /** The sending user, or the receiving business's owner (the demo's businesses have no other members). */
  authorUserID: string;
  /** 1–2,000 characters. */
  content: string;
  createdAt: string;
}

/**
 * An inquiry thread (decision 0008): from a user, as themselves (`fromBusinessID` null) or as a
 * business they own, to a business that is not theirs; its messages oldest first, the first by S.
 */
export interface DemoInquiry {
  index: number;
  requestID: string;
  fromUserID: string;
  fromBusinessID: string | null;
  toBusinessID: string;
  /** 1–150 characters: a subject of the send-request form, or free text. */
  subject: string;
  status: 'open' | 'closed';
  createdAt: string;
  closedAt: string | null;
  closedByUserID: string | null;
  messages: DemoInquiryMessage[];
  /**
   * How many of the first messages each side has read (0: none). Each side has read up to its
   * own last message at least; the loader turns these into the `seq` of the last one read.
   */
  readBySender: number;
  readByReceiver: number;
}

/** Who a notification is from, by id; the loader adds the name and picture the rows have. */
export interface DemoActor {
  kind: 'user' | 'business';
  id: string;
}

/** A notification of one user (decision 0016), about something in the demo that exists. */
export interface DemoNotification {
  notificationID: string;
  userID: string;
  kind: 'inquiry' | 'message' | 'comment' | 'reply' | 'like' | 'follow';
  actor: DemoActor;
  subject: string;
  /** A web path: a thread in the user's inbox, a post, a product, a profile. */
  link: string;
  /** New messages of a thread (`thread:<id>`), likes and follows gather on one unread row. */
  groupKey: string | null;
  count: number;
  createdAt: string;
  readAt: string | null;
}

/** A supplier's quote on a demo buying request (decision 0023); dates ISO, `validUntil` a day. */
export interface DemoQuote {
  quoteID: string;
  businessID: string;
  authorUserID: string;
  unitPrice: number;
  /** ISO 4217. */
  currency: string;
  minOrder: number;
  leadTimeDays: number;
  incoterm: string;
  /** YYYY-MM-DD. */
  validUntil: string;
  notes: string | null;
  status: 'active' | 'withdrawn' | 'awarded' | 'declined';
  revisions: 0 | 1;
  declineReason: string | null;
  createdAt: string;
  updatedAt: string;
  decidedAt: string | null;
}

/**
 * The buyer's review of the supplier it awarded (decision 0024), with the supplier's answer when
 * it gave one; dates ISO.
 */
export interface DemoReview {
  reviewID: string;
  /** The awarded supplier. */
  businessID: string;
  quoteID: string;
  authorUserID: string;
  authorBusinessID: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  createdAt: string;
  answer: { text: string; at: string; byUserID: string } | null;
}

/**
 * A demo buying request: a business's need with its quotes, open to the board or to invited
 * businesses. Stored statuses only (an open request past its deadline reads as closed).
 */
export interface DemoBuyingRequest {
  index: number;
  requestID: string;
  buyerBusinessID: string;
  createdByUserID: string;
  title: string;
  description: string;
  industryId: string;
  categoryId: string;
  quantity: number;
  unit: string;
  targetPrice: number | null;
  currency: string | null;
  incoterm: string | null;
  deliveryCountry: string;
  deliveryPort: string | null;
  /** YYYY-MM-DD. */
  neededBy: string | null;
  deadline: string;
  visibility: 'open' | 'invited';
  status: 'draft' | 'open' | 'awarded' | 'cancelled';
  cancelReason: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  awardedAt: string | null;
  cancelledAt: string | null;
  /** The businesses an invited request goes to. */
  invited: string[];
  /** Oldest first; one per business. */
  quotes: DemoQuote[];
  /** The buyer's review of the awarded supplier; most awarded requests have one. */
  review: DemoReview | null;
}
