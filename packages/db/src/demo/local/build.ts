/**
 * The local showcase (local/<language>.ts) as the generator's objects: users, businesses,
 * products, posts, follows, inquiry threads and their notifications, with ids drawn from the seed
 * (`Random.derive(seed, 'local', language, …)`) and dates counted back from the reference day.
 * Pure and deterministic, like the rest of the generator.
 */
import { categoryId, industryId, subCategoryId } from '../../reference/ids.ts';
import { DAY, REFERENCE_DATE } from '../generate/dates.ts';
import { familyOf } from '../generate/families.ts';
import { generateNotifications } from '../generate/notifications.ts';
import { productMainView } from '../pictures.ts';
import { Random, type Seed } from '../random.ts';
import type {
  DemoBusiness,
  DemoInquiry,
  DemoNotification,
  DemoPost,
  DemoProduct,
  DemoUser,
} from '../types.ts';
import type { LocalLanguage, LocalShowcase } from './types.ts';

const HOUR = 3_600_000;
/** Positions of the showcase's objects (`index`): far beyond any generated directory's. */
const firstIndex = 1_000_000;

/** The showcase of one language as the generator's objects, each tagged with its language. */
export interface LocalDirectory {
  language: LocalLanguage;
  users: DemoUser[];
  businesses: (DemoBusiness & { logoName?: string })[];
  products: DemoProduct[];
  posts: DemoPost[];
  inquiries: DemoInquiry[];
  notifications: DemoNotification[];
}

const at = (daysAgo: number, hour = 9) => new Date(REFERENCE_DATE - daysAgo * DAY + hour * HOUR);
const iso = (daysAgo: number, hour = 9) => at(daysAgo, hour).toISOString();

export function buildLocalDirectory(seed: Seed, showcase: LocalShowcase, offset: number): LocalDirectory {
  const { language } = showcase;
  const id = (...labels: (string | number)[]) => Random.derive(seed, 'local', language, ...labels).uuid();
  const userID = new Map(showcase.people.map((p) => [p.key, id('user', p.key)]));
  const businessID = new Map(showcase.businesses.map((b) => [b.key, id('business', b.key)]));
  const person = (key: string) => {
    const found = userID.get(key);
    if (!found) throw new Error(`local showcase ${language}: no person ${key}`);
    return found;
  };
  const business = (key: string) => {
    const found = businessID.get(key);
    if (!found) throw new Error(`local showcase ${language}: no business ${key}`);
    return found;
  };
  const ownerKey = new Map(showcase.businesses.map((b) => [b.key, b.owner]));

  const users: DemoUser[] = showcase.people.map((p, i) => ({
    index: firstIndex + offset + i,
    userID: person(p.key),
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    mobilePhone: { countryCode: p.mobile[0], phoneNumber: p.mobile[1] },
    city: p.city,
    countryCode: p.countryCode,
    stateId: p.stateId,
    genderCode: p.genderCode,
    preferredLanguageCode: language,
    jobPositionId: `jp${String(p.jobPosition).padStart(2, '0')}`,
    businessTypeCode: p.businessTypeCode,
    industryId: industryId(p.industryKey),
    companyName: p.companyName,
    profession: p.profession,
    birthDate: `${p.birthYear}-0${(i % 9) + 1}-1${i % 10}`,
    briefPresentation: p.brief,
    showBirthDate: false,
    showProfession: true,
    hasProfilePhoto: true,
    hasCoverPhoto: i % 2 === 0,
    createdAt: iso(p.joinedDaysAgo, 8 + (i % 9)),
  }));

  const businesses: LocalDirectory['businesses'] = [];
  const products: DemoProduct[] = [];
  const posts: DemoPost[] = [];
  for (const [i, b] of showcase.businesses.entries()) {
    const bid = business(b.key);
    const owner = person(b.owner);
    const website = `https://www.${b.key}.example.com`;
    businesses.push({
      index: firstIndex + offset + i,
      businessID: bid,
      key: b.key,
      ownerUserID: owner,
      subscription: 'standard',
      verified: b.verified,
      likes: 0,
      ...(b.logoName ? { logoName: b.logoName } : {}),
      general: {
        companyName: b.companyName,
        shortDescription: b.shortDescription,
        generalDescription: b.generalDescription,
        businessTypeCode: b.businessTypeCode,
        industryId: industryId(b.industryKey),
        industryKey: b.industryKey,
        categories: b.categories.map((n) => `${industryId(b.industryKey)}.${categoryId(b.industryKey, n)}`),
        yearStablished: b.yearEstablished,
        totalAnnualRevenue: { min: b.revenue[0], max: b.revenue[1] },
        totalEmployees: { min: b.employees[0], max: b.employees[1] },
        totalProductionEmployees: b.production
          ? { min: b.production.employees[0], max: b.production.employees[1] }
          : { min: 0, max: 0 },
        productionCapacity: b.production?.capacity ?? null,
        hasVideo: false,
      },
      contactInfo: {
        legalAddressEnglish: `${b.address}, ${b.city}`,
        shippingAddressEnglish: `${b.address}, ${b.city}`,
        city: b.city,
        zipcode: b.zipcode,
        countryCode: b.countryCode,
        stateId: b.stateId,
        email: `info@${b.key}.example.com`,
        website,
        phone: { countryCode: b.phone[0], businessPhoneNumber: b.phone[1] },
        mobilePhone: null,
      },
      factory: b.production
        ? {
            manufacturingFacilities: b.production.facilities,
            city: b.city,
            zipcode: b.zipcode,
            countryCode: b.countryCode,
            stateId: b.stateId,
            factorySize: b.production.factorySize,
            numberProductionLines: b.production.lines,
            contractManufacturing: b.production.contractManufacturing.map((code) => ({ code })),
          }
        : null,
      tradeCapabilities: {
        markets: b.markets.map((name) => ({ name })),
        spokenLanguages: b.spokenLanguages.map((name) => ({ name })),
        totalEmployeesSales: b.salesStaff,
        averageLeadTime: b.averageLeadTime,
      },
      businessTerms: {
        acceptedDeliveryTerms: b.deliveryTerms.map((name) => ({ name })),
        acceptedPaymentCurrencies: b.currencies.map((name) => ({ name })),
        packagingTypes: b.packaging.map((name) => ({ name })),
        acceptedPaymentTypes: b.paymentTypes.map((name) => ({ name })),
      },
      certificates: b.certificates.map(([name, issueDate, expireDate], n) => ({
        id: id('certificate', b.key, n),
        name,
        issueDate,
        expireDate,
      })),
      createdAt: iso(b.createdDaysAgo, 10),
    });

    const own: DemoProduct[] = b.products.map((p, n) => ({
      index: firstIndex + products.length + n,
      productID: id('product', b.key, n),
      businessID: bid,
      businessIndex: firstIndex + offset + i,
      name: p.name,
      keywords: p.keywords,
      description: p.description,
      industryId: industryId(b.industryKey),
      categoryId: categoryId(b.industryKey, p.category),
      subCategoryId: subCategoryId(b.industryKey, p.category, p.subCategory),
      specs: p.specs.map(([key, value]) => ({ key, value })),
      leadTime: p.leadTime,
      stock: p.stock,
      imageCount: 3,
      likes: 0,
      // Listed over the weeks after the profile was created.
      createdAt: iso(b.createdDaysAgo - 3 - 6 * n, 11),
    }));
    products.push(...own);

    for (const [n, p] of b.posts.entries()) {
      const shown = p.picture === undefined ? undefined : own[p.picture];
      if (p.picture !== undefined && !shown) throw new Error(`${b.key}: post ${n} shows no product`);
      posts.push({
        index: firstIndex + posts.length,
        postID: id('post', b.key, n),
        authorUserID: owner,
        businessID: p.by === 'business' ? bid : null,
        timelineType: p.by === 'business' ? 'business' : 'user',
        timelineID: p.by === 'business' ? bid : owner,
        kind: shown ? 'product' : 'news',
        content: p.content,
        picture: shown ? { family: familyOf(shown), view: productMainView(shown) } : null,
        createdAt: iso(p.daysAgo, p.hour),
      });
    }
  }

  const inquiries: DemoInquiry[] = showcase.threads.map((t, n) => {
    const fromBusiness = 'business' in t.from ? business(t.from.business) : null;
    const fromUser = 'business' in t.from ? person(ownerKey.get(t.from.business)!) : person(t.from.person);
    const receiver = person(ownerKey.get(t.to)!);
    let time = at(t.startDaysAgo, t.startHour).getTime();
    const messages = t.messages.map((m, k) => {
      time += m.after * HOUR;
      return {
        messageID: id('message', n, k),
        side: m.side,
        authorUserID: m.side === 'S' ? fromUser : receiver,
        content: m.content,
        createdAt: new Date(time).toISOString(),
      };
    });
    if (time > REFERENCE_DATE)
      throw new Error(`local showcase ${language}: thread ${n} ends after the reference day`);
    const read = (side: 'S' | 'R') =>
      t.unreadBy === side ? messages.map((m) => m.side).lastIndexOf(side) + 1 : messages.length;
    const closedAt = t.closedAfter === undefined ? null : new Date(time + t.closedAfter * HOUR).toISOString();
    return {
      index: firstIndex + offset + n,
      requestID: id('inquiry', n),
      fromUserID: fromUser,
      fromBusinessID: fromBusiness,
      toBusinessID: business(t.to),
      subject: t.subject,
      status: closedAt ? 'closed' : 'open',
      createdAt: messages[0]!.createdAt,
      closedAt,
      closedByUserID: closedAt ? fromUser : null,
      messages,
      readBySender: read('S'),
      readByReceiver: read('R'),
    };
  });

  // The threads' notifications, made as the generated threads' are (nothing else of the newsfeed
  // notifies: the showcase's follows are older than the bell's fortnight).
  const notifications = generateNotifications(seed, {
    users,
    businesses,
    products,
    social: { follows: [], posts: [], comments: [], likes: [] },
    inquiries,
  });
  return { language, users, businesses, products, posts, inquiries, notifications };
}
