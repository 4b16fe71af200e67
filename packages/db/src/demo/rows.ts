/**
 * Generated objects → table rows (`schema/users.ts`, `businesses.ts`, `products.ts`, `auth.ts`,
 * `posts.ts`, `social.ts`, `inquiries.ts`, `buying-requests.ts`),
 * shaped the way the API's own writes store them (business.service.ts: `subscription` standard as
 * null, sections as compact jsonb without empty keys, phones with their leading plus). The demo
 * loader and the benchmark both insert these, so what they load reads back like real data.
 */
import type { NotificationActor } from '../schema/inquiries.ts';
import type {
  DemoBusiness,
  DemoBuyingRequest,
  DemoComment,
  DemoFollow,
  DemoInquiry,
  DemoInquiryMessage,
  DemoLike,
  DemoNotification,
  DemoPost,
  DemoProduct,
  DemoUser,
} from './types.ts';

/** The demo accounts' one password, documented in the README ("Demo data"). */
export const demoPassword = 'wbn-demo-2026';
/**
 * argon2id of `demoPassword` with the auth service's parameters (apps/auth/src/passwords.ts) and
 * a fixed salt, computed once: the loader needs no hashing library, and signing in as any demo
 * user checks the password exactly as for a real account.
 */
export const demoPasswordHash =
  '$argon2id$v=19$m=19456,t=2,p=1$d2JuLWRlbW8tZGlyZWN0b3J5LXNhbHQ$8reuT4H1hw7EWUrp6KhE17paBIE2TejTvECEV0mftU4';

/** Pictures of one user, business or product: public URLs (`/files/{key}`) and storage keys. */
export interface UserPictures {
  profilePhoto: { url: string; key: string } | null;
  coverPhoto: { url: string; key: string } | null;
}
export interface BusinessPictures {
  logoUrl: string | null;
  coverUrl: string | null;
}
export interface ProductPictures {
  mainImageUrl: string | null;
  imageUrls: string[];
}

/** Drops undefined, null, '' and empty lists, as the API's `compact` does before a jsonb write. */
function compact(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(o).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

export function authAccountRow(u: DemoUser, passwordHash: string = demoPasswordHash) {
  const createdAt = new Date(u.createdAt);
  return {
    id: u.userID,
    email: u.email.toLowerCase(),
    passwordHash,
    firstName: u.firstName,
    lastName: u.lastName,
    createdAt,
    passwordChangedAt: createdAt,
  };
}

/** `companyName` overrides the generated one (owners show their first business's name). */
export function userRow(u: DemoUser, pictures: UserPictures, companyName: string = u.companyName) {
  const createdAt = new Date(u.createdAt);
  return {
    userId: u.userID,
    email: u.email.toLowerCase(),
    firstName: u.firstName,
    lastName: u.lastName,
    mobilePhoneCountryCode: u.mobilePhone?.countryCode ?? null,
    mobilePhoneNumber: u.mobilePhone?.phoneNumber ?? null,
    city: u.city,
    countryCode: u.countryCode,
    stateId: u.stateId,
    genderCode: u.genderCode,
    preferredLanguageCode: u.preferredLanguageCode,
    jobPositionId: u.jobPositionId,
    businessTypeCode: u.businessTypeCode,
    industryId: u.industryId,
    companyName,
    profession: u.profession,
    birthDate: u.birthDate,
    briefPresentation: u.briefPresentation,
    showBirthDate: u.showBirthDate,
    showProfession: u.showProfession,
    profilePhotoUrl: pictures.profilePhoto?.url ?? null,
    profilePhotoKey: pictures.profilePhoto?.key ?? null,
    coverPhotoUrl: pictures.coverPhoto?.url ?? null,
    coverPhotoKey: pictures.coverPhoto?.key ?? null,
    createdAt,
    updatedAt: createdAt,
  };
}

export function businessRow(b: DemoBusiness, pictures: BusinessPictures) {
  const g = b.general;
  const c = b.contactInfo;
  const f = b.factory;
  const createdAt = new Date(b.createdAt);
  if (!b.ownerUserID) throw new Error(`Demo business ${b.index} has no owner: generate it with users`);
  return {
    businessId: b.businessID,
    ownerId: b.ownerUserID,
    key: b.key,
    companyName: g.companyName,
    shortDescription: g.shortDescription,
    generalDescription: g.generalDescription || null,
    businessTypeCode: g.businessTypeCode,
    industryId: g.industryId,
    countryCode: c.countryCode,
    stateId: c.stateId,
    subscription: b.subscription === 'standard' ? null : b.subscription,
    verified: b.verified,
    yearEstablished: g.yearStablished,
    logoUrl: pictures.logoUrl,
    coverUrl: pictures.coverUrl,
    videoUrl: null,
    figures: compact({
      totalAnnualRevenue: g.totalAnnualRevenue,
      totalEmployees: g.totalEmployees,
      totalProductionEmployees: g.totalProductionEmployees,
      productionCapacity: g.productionCapacity,
    }),
    contactInfo: compact({
      legalAddressEnglish: c.legalAddressEnglish,
      shippingAddressEnglish: c.shippingAddressEnglish,
      city: c.city,
      zipcode: c.zipcode,
      email: c.email,
      website: c.website,
      phone: c.phone,
      mobilePhone: c.mobilePhone,
    }),
    factory: f
      ? compact({
          manufacturingFacilities: f.manufacturingFacilities,
          city: f.city,
          zipcode: f.zipcode,
          country: f.countryCode,
          state: f.stateId,
          factorySize: f.factorySize,
          numberProductionLines: f.numberProductionLines,
          contractManufacturing: f.contractManufacturing,
        })
      : {},
    tradeCapabilities: compact({ ...b.tradeCapabilities }),
    businessTerms: compact({ ...b.businessTerms }),
    createdAt,
    updatedAt: createdAt,
  };
}

/** `general.categories` holds "industryId.categoryId"; the table keeps the category id. */
export function businessCategoryRows(b: DemoBusiness) {
  const seen = new Set<string>();
  return b.general.categories.flatMap((entry) => {
    const categoryId = entry.slice(entry.indexOf('.') + 1);
    if (seen.has(categoryId)) return [];
    seen.add(categoryId);
    return [{ businessId: b.businessID, categoryId, sortOrder: seen.size - 1 }];
  });
}

export function ownerMemberRow(b: DemoBusiness) {
  return {
    businessId: b.businessID,
    userId: b.ownerUserID!,
    role: 'owner' as const,
    createdAt: new Date(b.createdAt),
  };
}

export function certificateRows(b: DemoBusiness) {
  return b.certificates.map((c) => ({
    certificateId: c.id,
    businessId: b.businessID,
    name: c.name,
    issueDate: c.issueDate,
    expireDate: c.expireDate,
    photoUrl: null,
    createdAt: new Date(b.createdAt),
  }));
}

export function productRow(p: DemoProduct, pictures: ProductPictures) {
  const createdAt = new Date(p.createdAt);
  return {
    productId: p.productID,
    businessId: p.businessID,
    name: p.name,
    keywords: p.keywords,
    description: p.description,
    industryId: p.industryId,
    categoryId: p.categoryId,
    subCategoryId: p.subCategoryId,
    specs: p.specs,
    leadTime: p.leadTime,
    stock: p.stock > 0,
    mainImageUrl: pictures.mainImageUrl,
    images: pictures.imageUrls.map((url) => ({ url })),
    videos: [],
    createdAt,
    updatedAt: createdAt,
  };
}

/** `pictureUrl`: the stored picture (`DemoPicturePlan.post`), or null. */
export function postRow(p: DemoPost, pictureUrl: string | null) {
  return {
    postId: p.postID,
    authorUserId: p.authorUserID,
    businessId: p.businessID,
    timelineType: p.timelineType,
    timelineId: p.timelineID,
    content: p.content,
    pictureUrl,
    createdAt: new Date(p.createdAt),
  };
}

export function commentRow(c: DemoComment) {
  return {
    commentId: c.commentID,
    resourceType: c.resourceType,
    resourceId: c.resourceID,
    authorUserId: c.authorUserID,
    businessId: c.businessID,
    content: c.content,
    createdAt: new Date(c.createdAt),
  };
}

/** A like of a post or a comment (`reactions`; its `actor_key` is generated by the database). */
export function likeRow(l: DemoLike) {
  return {
    id: l.id,
    resourceId: l.resourceID,
    resourceType: l.resourceType,
    userId: l.userID,
    businessId: l.businessID,
    reactionType: 'like',
    createdAt: new Date(l.createdAt),
  };
}

export function followRow(f: DemoFollow) {
  return {
    id: f.id,
    followedBusinessId: f.followedBusinessID,
    userId: f.userID,
    businessId: f.businessID,
    createdAt: new Date(f.createdAt),
  };
}

/**
 * A thread's row as the API keeps it (inquiries.repository.ts): its last message and its first
 * 140 characters, each side's unread count. `senderReadSeq` and `receiverReadSeq` hold how many
 * messages each side has read; the database numbers the messages (`seq`), so the loader turns
 * these counts into the seq of the last one read once the messages are in.
 */
export function inquiryRequestRow(t: DemoInquiry) {
  const last = t.messages[t.messages.length - 1]!;
  const unread = (from: number, side: 'S' | 'R') =>
    t.messages.slice(from).filter((m) => m.side === side).length;
  return {
    requestId: t.requestID,
    fromUserId: t.fromUserID,
    fromBusinessId: t.fromBusinessID,
    toBusinessId: t.toBusinessID,
    subject: t.subject,
    status: t.status,
    createdAt: new Date(t.createdAt),
    lastMessageAt: new Date(last.createdAt),
    lastMessage: last.content.slice(0, 140),
    unreadBySender: unread(t.readBySender, 'R'),
    unreadByReceiver: unread(t.readByReceiver, 'S'),
    senderReadSeq: t.readBySender,
    receiverReadSeq: t.readByReceiver,
    closedAt: t.closedAt ? new Date(t.closedAt) : null,
    closedBy: t.closedByUserID,
  };
}

/** A message without attachments (the column's default, `[]`). */
export function inquiryMessageRow(m: DemoInquiryMessage, requestID: string) {
  return {
    messageId: m.messageID,
    requestId: requestID,
    side: m.side,
    authorUserId: m.authorUserID,
    content: m.content,
    createdAt: new Date(m.createdAt),
  };
}

/** `actor`: the party as the API shows it (name, and the photo or logo when there is one). */
export function notificationRow(n: DemoNotification, actor: NotificationActor) {
  return {
    notificationId: n.notificationID,
    userId: n.userID,
    kind: n.kind,
    actor,
    subject: n.subject,
    link: n.link,
    groupKey: n.groupKey,
    count: n.count,
    createdAt: new Date(n.createdAt),
    readAt: n.readAt ? new Date(n.readAt) : null,
  };
}

/**
 * A buying request's row, its dates moved forward by `shiftMs` (whole days: the loader's move to
 * the load day); its files none (`[]`).
 */
export function buyingRequestRow(r: DemoBuyingRequest, shiftMs = 0) {
  const at = (d: string) => new Date(Date.parse(d) + shiftMs);
  const day = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + shiftMs).toISOString().slice(0, 10);
  return {
    requestId: r.requestID,
    buyerBusinessId: r.buyerBusinessID,
    createdBy: r.createdByUserID,
    title: r.title,
    description: r.description,
    industryId: r.industryId,
    categoryId: r.categoryId,
    quantity: r.quantity,
    unit: r.unit,
    targetPrice: r.targetPrice,
    currency: r.currency,
    incoterm: r.incoterm,
    deliveryCountry: r.deliveryCountry,
    deliveryPort: r.deliveryPort,
    neededBy: r.neededBy ? day(r.neededBy) : null,
    deadline: at(r.deadline),
    visibility: r.visibility,
    status: r.status,
    cancelReason: r.cancelReason,
    createdAt: at(r.createdAt),
    updatedAt: at(r.updatedAt),
    publishedAt: r.publishedAt ? at(r.publishedAt) : null,
    awardedAt: r.awardedAt ? at(r.awardedAt) : null,
    cancelledAt: r.cancelledAt ? at(r.cancelledAt) : null,
  };
}

export function buyingRequestInvitationRows(r: DemoBuyingRequest) {
  return r.invited.map((businessId) => ({ requestId: r.requestID, businessId }));
}

/** The request's quotes, moved like the request. */
export function buyingRequestQuoteRows(r: DemoBuyingRequest, shiftMs = 0) {
  const at = (d: string) => new Date(Date.parse(d) + shiftMs);
  return r.quotes.map((q) => ({
    quoteId: q.quoteID,
    requestId: r.requestID,
    businessId: q.businessID,
    authorUserId: q.authorUserID,
    unitPrice: q.unitPrice,
    currency: q.currency,
    minOrder: q.minOrder,
    leadTimeDays: q.leadTimeDays,
    incoterm: q.incoterm,
    validUntil: new Date(Date.parse(`${q.validUntil}T00:00:00Z`) + shiftMs).toISOString().slice(0, 10),
    notes: q.notes,
    status: q.status,
    revisions: q.revisions,
    declineReason: q.declineReason,
    createdAt: at(q.createdAt),
    updatedAt: at(q.updatedAt),
    decidedAt: q.decidedAt ? at(q.decidedAt) : null,
  }));
}

/** The buyer's review of the awarded supplier (none: no row), moved like the request. */
export function businessReviewRows(r: DemoBuyingRequest, shiftMs = 0) {
  const at = (d: string) => new Date(Date.parse(d) + shiftMs);
  const v = r.review;
  if (!v) return [];
  return [
    {
      reviewId: v.reviewID,
      businessId: v.businessID,
      quoteId: v.quoteID,
      authorUserId: v.authorUserID,
      authorBusinessId: v.authorBusinessID,
      rating: v.rating,
      text: v.text,
      createdAt: at(v.createdAt),
      answer: v.answer?.text ?? null,
      answeredAt: v.answer ? at(v.answer.at) : null,
      answeredBy: v.answer?.byUserID ?? null,
    },
  ];
}
