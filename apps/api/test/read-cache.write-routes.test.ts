import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import sharp from 'sharp';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reputationLimits } from '@wbn/contracts';
import { eq, tables } from '@wbn/db';
import { buildApp } from '../src/app.ts';
import { runOperatorCommand } from '../src/modules/moderation/operator-command.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from './auth-helpers.ts';
import { generalBody, injector, productBody } from './read-cache-helpers.ts';
import { createBusiness, invitationTo, uploadImage } from './business-fixtures.ts';

/**
 * No write route of the API leaves a stale cached read. The write routes are the API's own
 * OpenAPI document's (every POST, PUT, PATCH and DELETE): each must have a scenario below, so a
 * new write route fails this file until it gets one. A scenario sets up what its write needs on a
 * business of its own (with one product); then the visitor's GET /api/business/profile/{id} and
 * GET /api/product/{id} are read (and so cached), the write runs, and both are read again at once
 * and compared with the truth: the same reads on a second instance on the same database with the
 * read cache off. Each scenario also says which of the two reads its write changes, checked
 * against that truth, so no scenario passes by writing nothing.
 */

type Response = LightMyRequestResponse;
type Read = 'profile' | 'product';

/** What every scenario starts from: its own owner, business and product. */
interface Fixture {
  owner: SignedInUser;
  businessID: string;
  productID: string;
}

type Scenario =
  | {
      /** The visitor reads the write changes (the truth must differ from before in these, only these). */
      changes: Read[];
      /** Reads that are gone after the write: 404 on both instances. */
      gone?: Read[];
      /** The documented success status, when not 200. */
      status?: number;
      /** Sets up what the write needs (before the reads are cached) and answers the write. */
      prepare(f: Fixture): Promise<() => Promise<Response>>;
    }
  | {
      /** Why the route cannot be exercised in-process (reported as a skipped test). */
      skip: string;
    };

let t: TestApp;
/** The truth: a second instance on the same database, its read cache off (READ_CACHE_ENTRIES=0). */
let truth: FastifyInstance;
let as: ReturnType<typeof injector>;
/** An operator (moderator) for the moderation routes. */
let moderator: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `.tmp/test-write-routes-${process.pid}` });
  truth = await buildApp({
    db: t.db,
    config: { ...t.config, readCacheEntries: 0 },
    logger: false,
    authKey: t.authKeys.publicKey,
  });
  await truth.ready();
  as = injector(t);
  moderator = await someone();
  expect((await runOperatorCommand(t.db, ['grant', moderator.email, 'moderator'])).code).toBe(0);
});
afterAll(async () => {
  await truth?.close();
  await t?.close();
  if (t) await rm(t.config.dataDir, { recursive: true, force: true });
});

async function fixture(): Promise<Fixture> {
  const owner = await createSignedInUser(t);
  const { businessID } = await createBusiness(t, owner, { companyName: 'Written Co' });
  const created = await as(owner, 'POST', '/api/product', { ...productBody(), businessID });
  expect(created.statusCode, created.body).toBe(200);
  return { owner, businessID, productID: created.json().data.productID };
}

/** Another user, with their profile row (so an invitation to their e-mail finds them). */
async function someone(): Promise<SignedInUser> {
  const user = await createSignedInUser(t);
  const res = await as(user, 'GET', '/api/user/profile');
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

async function addCertificate(f: Fixture): Promise<string> {
  const res = await as(f.owner, 'POST', `/api/business/${f.businessID}/certificates`, { name: 'ISO 9001' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

/** Someone invited to the business (not yet answered): the invitation's id and the person. */
async function invite(f: Fixture): Promise<{ invitee: SignedInUser; invitationID: string }> {
  const invitee = await someone();
  const res = await as(f.owner, 'POST', `/api/business/${f.businessID}/invitations`, {
    email: invitee.email,
    role: 'member',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { invitee, invitationID: await invitationTo(t, invitee, f.businessID) };
}

async function addMember(f: Fixture): Promise<SignedInUser> {
  const { invitee, invitationID } = await invite(f);
  const res = await as(invitee, 'POST', `/api/business/invitations/${invitationID}/accept`);
  expect(res.statusCode, res.body).toBe(200);
  return invitee;
}

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();

interface UploadForm {
  file: Buffer;
  signedPost: { url: string; fields: Record<string, string> };
  token: string;
}

/** Asks `url` for a signed form to upload a PNG (`body` adds the purpose, the business …). */
async function askUpload(user: SignedInUser, url: string, body: object = {}): Promise<UploadForm> {
  const file = await png();
  const res = await as(user, 'POST', url, { contentType: 'image/png', fileSize: file.length, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return { file, ...(res.json().data as Omit<UploadForm, 'file'>) };
}

/** Posts the file with its signed form to the embedded storage's POST /files/upload. */
async function sendUpload(user: SignedInUser, form: UploadForm): Promise<Response> {
  const data = new FormData();
  for (const [k, v] of Object.entries(form.signedPost.fields)) data.append(k, v);
  data.append('file', new Blob([new Uint8Array(form.file)], { type: 'image/png' }), 'photo.png');
  const req = new Request('http://localhost/files/upload', { method: 'POST', body: data });
  return t.app.inject({
    method: 'POST',
    url: new URL(form.signedPost.url).pathname,
    headers: { 'content-type': req.headers.get('content-type')!, ...authHeaders(user.token) },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}

/** A checkout of the fixture's business (gold) with a test card, under a key of its own. */
function checkout(f: Fixture, paymentMethod: string, planId = 'wbn-gold-yearly'): Promise<Response> {
  return t.app.inject({
    method: 'POST',
    url: '/api/subscription/subscribe',
    headers: { ...authHeaders(f.owner.token), 'idempotency-key': randomUUID().replaceAll('-', '') },
    payload: { businessID: f.businessID, planId, paymentMethod, email: f.owner.email },
  });
}

/** A five-day boost of the fixture's product (the business has a paid tier). */
async function boostProduct(f: Fixture): Promise<Response> {
  const res = await as(f.owner, 'POST', '/api/promotion/boosts', {
    businessID: f.businessID,
    targetType: 'product',
    targetID: f.productID,
    days: 5,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** `buyer` asks the fixture's business (an inquiry: POST /api/business/request). */
function sendRequest(buyer: SignedInUser, f: Fixture): Promise<Response> {
  return as(buyer, 'POST', '/api/business/request', {
    to: f.businessID,
    subject: 'Samples',
    message: 'Two?',
  });
}

/** A thread with the fixture's business, asked by someone new: its request id. */
async function requestTo(f: Fixture): Promise<string> {
  const sent = await sendRequest(await someone(), f);
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().data.requestID;
}

/** `f`'s owner answers a thread addressed to its business (a first reply counts in its figures). */
async function answer(f: Fixture, requestID: string): Promise<void> {
  const res = await as(
    f.owner,
    'POST',
    `/api/business/request/${requestID}/send-message?bid=${f.businessID}`,
    {
      content: 'Yes, from stock.',
      clientID: randomUUID(),
    },
  );
  expect(res.statusCode, res.body).toBe(200);
}

/** A thread with the fixture's business, answered and ended by it (a deal its asker may review). */
async function finishedThread(f: Fixture): Promise<{ buyer: SignedInUser; requestID: string }> {
  const buyer = await someone();
  const sent = await sendRequest(buyer, f);
  expect(sent.statusCode, sent.body).toBe(200);
  const requestID: string = sent.json().data.requestID;
  await answer(f, requestID);
  const ended = await as(
    f.owner,
    'POST',
    `/api/business/request/${requestID}/end-request?bid=${f.businessID}`,
  );
  expect(ended.statusCode, ended.body).toBe(200);
  return { buyer, requestID };
}

/** A review of the fixture's business, by the asker of a finished thread: the review's id. */
async function reviewOf(f: Fixture): Promise<string> {
  const { buyer, requestID } = await finishedThread(f);
  const res = await as(buyer, 'POST', `/api/businesses/${f.businessID}/reviews`, {
    deal: { kind: 'thread', id: requestID },
    rating: 4,
    text: 'Answered within the day.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.reviewID;
}

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** What a buying request of `businessID` asks (published, open to every supplier unless changed). */
const buyingRequestBody = (overrides: object = {}) => ({
  title: 'Stainless steel flanges DN50',
  description: 'PN16 weld-neck flanges, 316L, with material certificates 3.1.',
  categoryID: 'c0001-01',
  quantity: 400,
  unit: 'pieces',
  deliveryCountry: 'MX',
  deadline: inDays(7),
  visibility: 'open',
  ...overrides,
});

/** A published request of `businessID`, made by `user`: its id. */
async function buyingRequest(
  user: SignedInUser,
  businessID: string,
  overrides: object = {},
): Promise<string> {
  const res = await as(user, 'POST', '/api/buying-requests', { businessID, ...buyingRequestBody(overrides) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.request.requestID;
}

/** A quote's terms (a business of the quoter's is added when sending it). */
const quoteTerms = (overrides: object = {}) => ({
  unitPrice: 11.2,
  currency: 'USD',
  minOrder: 100,
  leadTimeDays: 21,
  incoterm: 'FOB',
  validUntil: inDays(30).slice(0, 10),
  ...overrides,
});

/** Someone else's business asks for quotes and invites the fixture's: its buyer and the request. */
async function invitedBy(f: Fixture): Promise<{ buyer: SignedInUser; requestID: string }> {
  const buyer = await someone();
  const { businessID } = await createBusiness(t, buyer, { companyName: 'Buying Co' });
  const requestID = await buyingRequest(buyer, businessID, {
    visibility: 'invited',
    invited: [f.businessID],
  });
  return { buyer, requestID };
}

function sendQuote(f: Fixture, requestID: string): Promise<Response> {
  return as(f.owner, 'POST', `/api/buying-requests/${requestID}/quotes`, {
    businessID: f.businessID,
    ...quoteTerms(),
  });
}

/** The fixture's business invited to a request and quoting on it: the buyer, the request, the quote. */
async function quoted(f: Fixture): Promise<{ buyer: SignedInUser; requestID: string; quoteID: string }> {
  const { buyer, requestID } = await invitedBy(f);
  const res = await sendQuote(f, requestID);
  expect(res.statusCode, res.body).toBe(200);
  return { buyer, requestID, quoteID: res.json().data.quoteID };
}

/** Someone comments on the fixture's product: the comment's id. */
async function commentOn(f: Fixture): Promise<string> {
  const fan = await someone();
  const made = await as(fan, 'POST', '/api/social/comments/make-comment', {
    resourceID: f.productID,
    resourceType: 'product',
    content: 'Cheap replicas at my site',
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().data.commentID;
}

/** The moderator hides a comment (the answer carries the trail entry's id). */
async function hide(commentID: string): Promise<Response> {
  return as(moderator, 'POST', '/api/admin/actions', {
    action: 'hide',
    itemType: 'comment',
    itemID: commentID,
    reason: 'Spam (rule 2)',
  });
}

/** Keyed by `METHOD path` as the OpenAPI document spells it. */
const scenarios: Record<string, Scenario> = {
  // ----- user and files: nothing of a business or product -----------------------------------
  'PUT /api/user/profile': {
    changes: [],
    prepare: async (f) => () =>
      as(f.owner, 'PUT', '/api/user/profile', { firstName: 'Renamed', city: 'Monterrey' }),
  },
  'POST /api/user/profile-photo/upload-request': {
    changes: [],
    prepare: async (f) => () =>
      as(f.owner, 'POST', '/api/user/profile-photo/upload-request', {
        contentType: 'image/png',
        fileSize: 900,
      }),
  },
  'POST /api/user/profile-photo/upload-validate': {
    changes: [],
    prepare: async (f) => {
      const form = await askUpload(f.owner, '/api/user/profile-photo/upload-request');
      expect((await sendUpload(f.owner, form)).statusCode).toBe(201);
      return () => as(f.owner, 'POST', '/api/user/profile-photo/upload-validate', { token: form.token });
    },
  },
  'POST /api/files/upload-request/user': {
    changes: [],
    prepare: async (f) => () =>
      as(f.owner, 'POST', '/api/files/upload-request/user', {
        contentType: 'image/png',
        fileSize: 900,
        purpose: 'coverPhoto',
      }),
  },
  'POST /api/files/upload-request/business': {
    changes: [],
    prepare: async (f) => () =>
      as(f.owner, 'POST', '/api/files/upload-request/business', {
        contentType: 'image/png',
        fileSize: 900,
        purpose: 'logo',
        businessID: f.businessID,
      }),
  },
  'POST /files/upload': {
    changes: [],
    status: 201,
    prepare: async (f) => {
      const form = await askUpload(f.owner, '/api/files/upload-request/business', {
        purpose: 'logo',
        businessID: f.businessID,
      });
      return () => sendUpload(f.owner, form);
    },
  },
  'POST /api/needhelp/send': {
    changes: [],
    status: 201,
    prepare: async () => () =>
      as(null, 'POST', '/api/needhelp/send', {
        companyPhone: '+52 (462) 123-4567',
        email: 'ana.ruiz@aceros-bajio.example',
      }),
  },

  // ----- businesses -------------------------------------------------------------------------
  'POST /api/business/profile/create': {
    changes: [],
    prepare: async (f) => () =>
      as(f.owner, 'POST', '/api/business/profile/create', {
        companyName: 'Second Co',
        categories: ['i0001.c0001-01'],
        businessType: 'DI',
        country: 'MX',
        state: 'MX-JAL',
        shortDescription: 'A second business of the same owner, to show that creating one changes no other.',
      }),
  },
  'PUT /api/business/profile/{id}/general': {
    // The product embeds its business's name, categories …
    changes: ['profile', 'product'],
    prepare: async (f) => () =>
      as(f.owner, 'PUT', `/api/business/profile/${f.businessID}/general`, generalBody('Renamed Co')),
  },
  'PUT /api/business/profile/{id}/contactInfo': {
    changes: ['profile'],
    prepare: async (f) => () =>
      as(f.owner, 'PUT', `/api/business/profile/${f.businessID}/contactInfo`, {
        city: 'Guadalajara',
        country: 'MX',
        state: 'MX-JAL',
      }),
  },
  'PUT /api/business/profile/{id}/factory': {
    changes: ['profile'],
    prepare: async (f) => () =>
      as(f.owner, 'PUT', `/api/business/profile/${f.businessID}/factory`, {
        manufacturingFacilities: 'Two plants',
        country: 'MX',
        state: 'MX-NLE',
        factorySize: 12000,
        numberProductionLines: 4,
        contractManufacturing: [{ code: 'OEM' }],
      }),
  },
  'PUT /api/business/profile/{id}/tradeCapabilities': {
    changes: ['profile'],
    prepare: async (f) => () =>
      as(f.owner, 'PUT', `/api/business/profile/${f.businessID}/tradeCapabilities`, {
        markets: [{ name: 'North America' }],
        spokenLanguages: [{ name: 'Spanish' }],
        totalEmployeesSales: 12,
        averageLeadTime: 30,
      }),
  },
  'PUT /api/business/profile/{id}/businessTerms': {
    changes: ['profile'],
    prepare: async (f) => () =>
      as(f.owner, 'PUT', `/api/business/profile/${f.businessID}/businessTerms`, {
        acceptedDeliveryTerms: [{ name: 'FOB' }],
        acceptedPaymentCurrencies: [{ name: 'USD' }],
        packagingTypes: [{ name: 'Crate' }],
        acceptedPaymentTypes: [{ name: 'T/T' }],
      }),
  },
  'PUT /api/business/profile/{id}/photos': {
    // The product embeds its business's logo.
    changes: ['profile', 'product'],
    prepare: async (f) => {
      const logo = await uploadImage(t, f.owner, 'logo', f.businessID);
      return () => as(f.owner, 'PUT', `/api/business/profile/${f.businessID}/photos`, { profilePhoto: logo });
    },
  },

  // ----- certificates -----------------------------------------------------------------------
  'POST /api/business/{id}/certificates': {
    changes: ['profile'],
    prepare: async (f) => () =>
      as(f.owner, 'POST', `/api/business/${f.businessID}/certificates`, {
        name: 'ISO 9001',
        issueDate: '2020-01-15',
      }),
  },
  'PUT /api/business/{id}/certificates/{certificateID}': {
    changes: ['profile'],
    prepare: async (f) => {
      const id = await addCertificate(f);
      return () =>
        as(f.owner, 'PUT', `/api/business/${f.businessID}/certificates/${id}`, { name: 'ISO 9001:2015' });
    },
  },
  'DELETE /api/business/{id}/certificates/{certificateID}': {
    changes: ['profile'],
    prepare: async (f) => {
      const id = await addCertificate(f);
      return () => as(f.owner, 'DELETE', `/api/business/${f.businessID}/certificates/${id}`);
    },
  },

  // ----- members and invitations: only a member's own session part changes, which no cache holds
  'POST /api/business/{id}/invitations': {
    changes: [],
    prepare: async (f) => {
      const user = await someone();
      return () =>
        as(f.owner, 'POST', `/api/business/${f.businessID}/invitations`, {
          email: user.email,
          role: 'admin',
        });
    },
  },
  'DELETE /api/business/{id}/invitations/{invitationID}': {
    changes: [],
    prepare: async (f) => {
      const { invitationID } = await invite(f);
      return () => as(f.owner, 'DELETE', `/api/business/${f.businessID}/invitations/${invitationID}`);
    },
  },
  'POST /api/business/invitations/{invitationID}/accept': {
    changes: [],
    prepare: async (f) => {
      const { invitee, invitationID } = await invite(f);
      return () => as(invitee, 'POST', `/api/business/invitations/${invitationID}/accept`);
    },
  },
  'POST /api/business/invitations/{invitationID}/decline': {
    changes: [],
    prepare: async (f) => {
      const { invitee, invitationID } = await invite(f);
      return () => as(invitee, 'POST', `/api/business/invitations/${invitationID}/decline`);
    },
  },
  'PATCH /api/business/{id}/members/{userID}': {
    changes: [],
    prepare: async (f) => {
      const member = await addMember(f);
      return () =>
        as(f.owner, 'PATCH', `/api/business/${f.businessID}/members/${member.userID}`, { role: 'admin' });
    },
  },
  'DELETE /api/business/{id}/members/{userID}': {
    changes: [],
    prepare: async (f) => {
      const member = await addMember(f);
      return () => as(f.owner, 'DELETE', `/api/business/${f.businessID}/members/${member.userID}`);
    },
  },

  // ----- products ---------------------------------------------------------------------------
  'POST /api/product': {
    changes: [],
    prepare: async (f) => () =>
      as(f.owner, 'POST', '/api/product', { ...productBody({ name: 'Gripper' }), businessID: f.businessID }),
  },
  'PUT /api/product/{id}': {
    changes: ['product'],
    prepare: async (f) => () =>
      as(f.owner, 'PUT', `/api/product/${f.productID}`, productBody({ name: 'Arm II', stock: false })),
  },
  'DELETE /api/product/{id}': {
    changes: ['product'],
    gone: ['product'],
    prepare: async (f) => () => as(f.owner, 'DELETE', `/api/product/${f.productID}`),
  },

  // ----- social -----------------------------------------------------------------------------
  'POST /api/social/reaction/react/{resourceType}': {
    // The profile shows the business's like count.
    changes: ['profile'],
    prepare: async (f) => {
      const fan = await someone();
      return () => as(fan, 'POST', '/api/social/reaction/react/business', { resourceID: f.businessID });
    },
  },
  'DELETE /api/social/reaction/react/{resourceType}': {
    changes: ['profile'],
    prepare: async (f) => {
      const fan = await someone();
      const like = await as(fan, 'POST', '/api/social/reaction/react/business', { resourceID: f.businessID });
      expect(like.statusCode, like.body).toBe(200);
      return () => as(fan, 'DELETE', '/api/social/reaction/react/business', { resourceID: f.businessID });
    },
  },
  'POST /api/social/follow/business': {
    changes: [],
    prepare: async (f) => {
      const fan = await someone();
      return () => as(fan, 'POST', '/api/social/follow/business', { resourceID: f.businessID });
    },
  },
  'DELETE /api/social/follow/{id}': {
    changes: [],
    prepare: async (f) => {
      const fan = await someone();
      const follow = await as(fan, 'POST', '/api/social/follow/business', { resourceID: f.businessID });
      expect(follow.statusCode, follow.body).toBe(200);
      return () => as(fan, 'DELETE', `/api/social/follow/${f.businessID}`);
    },
  },

  // ----- posts, comments, saved -------------------------------------------------------------
  'POST /api/social/posts/make-post': {
    changes: [],
    prepare: async (f) => () =>
      as(f.owner, 'POST', '/api/social/posts/make-post', {
        content: 'A new line of presses',
        timelineType: 'business',
        timelineID: f.businessID,
        businessID: f.businessID,
      }),
  },
  'DELETE /api/social/posts/remove-post': {
    changes: [],
    prepare: async (f) => {
      const post = await as(f.owner, 'POST', '/api/social/posts/make-post', {
        content: 'Soon gone',
        timelineType: 'business',
        timelineID: f.businessID,
        businessID: f.businessID,
      });
      expect(post.statusCode, post.body).toBe(200);
      return () =>
        as(f.owner, 'DELETE', '/api/social/posts/remove-post', { postID: post.json().data.postID });
    },
  },
  'POST /api/social/comments/make-comment': {
    changes: [],
    prepare: async (f) => {
      const fan = await someone();
      return () =>
        as(fan, 'POST', '/api/social/comments/make-comment', {
          resourceID: f.productID,
          resourceType: 'product',
          content: 'Is it in stock?',
        });
    },
  },
  'DELETE /api/social/comments/remove-comment': {
    changes: [],
    prepare: async (f) => {
      const fan = await someone();
      const made = await as(fan, 'POST', '/api/social/comments/make-comment', {
        resourceID: f.productID,
        resourceType: 'product',
        content: 'Wrong product, sorry',
      });
      expect(made.statusCode, made.body).toBe(200);
      return () =>
        as(fan, 'DELETE', '/api/social/comments/remove-comment', { commentID: made.json().data.commentID });
    },
  },
  'PUT /api/saved/{resourceType}/{resourceID}': {
    changes: [],
    prepare: async (f) => {
      const fan = await someone();
      return () => as(fan, 'PUT', `/api/saved/business/${f.businessID}`);
    },
  },
  'DELETE /api/saved/{resourceType}/{resourceID}': {
    changes: [],
    prepare: async (f) => {
      const fan = await someone();
      expect((await as(fan, 'PUT', `/api/saved/product/${f.productID}`)).statusCode).toBe(200);
      return () => as(fan, 'DELETE', `/api/saved/product/${f.productID}`);
    },
  },

  // ----- membership checkout (the built-in test provider) -----------------------------------
  'POST /api/subscription/subscribe': {
    changes: ['profile', 'product'],
    prepare: async (f) => () => checkout(f, 'pm_card_visa'),
  },
  'POST /api/subscription/test-provider/authenticate': {
    changes: [],
    prepare: async (f) => {
      const started = await checkout(f, 'pm_card_authenticationRequired');
      expect(started.statusCode, started.body).toBe(200);
      return () =>
        as(f.owner, 'POST', '/api/subscription/test-provider/authenticate', {
          clientSecret: started.json().data.clientSecret,
          outcome: 'complete',
        });
    },
  },
  'POST /api/subscription/confirm': {
    changes: ['profile', 'product'],
    prepare: async (f) => {
      const started = await checkout(f, 'pm_card_authenticationRequired');
      const { clientSecret, payment } = started.json().data;
      const bank = await as(f.owner, 'POST', '/api/subscription/test-provider/authenticate', {
        clientSecret,
        outcome: 'complete',
      });
      expect(bank.statusCode, bank.body).toBe(200);
      return () => as(f.owner, 'POST', '/api/subscription/confirm', { paymentID: payment.paymentID });
    },
  },
  'PUT /api/subscription/renewal': {
    changes: [],
    prepare: async (f) => () =>
      as(f.owner, 'PUT', '/api/subscription/renewal', { businessID: f.businessID, autoRenew: false }),
  },
  'POST /api/subscription/webhook': {
    skip: "Stripe's webhook (PAYMENT_PROVIDER=stripe): membership.stripe.test.ts covers it against a local Stripe",
  },

  // ----- boosts and professional support: nothing of a cached read ------------------------------
  'POST /api/promotion/boosts': {
    changes: [],
    prepare: async (f) => {
      expect((await checkout(f, 'pm_card_visa')).statusCode).toBe(200);
      return () => boostProduct(f);
    },
  },
  'DELETE /api/promotion/boosts/{boostID}': {
    changes: [],
    prepare: async (f) => {
      expect((await checkout(f, 'pm_card_visa')).statusCode).toBe(200);
      const boostID = (await boostProduct(f)).json().data.boostID;
      return () => as(f.owner, 'DELETE', `/api/promotion/boosts/${boostID}`);
    },
  },
  'POST /api/promotion/boosts/{boostID}/click': {
    changes: [],
    prepare: async (f) => {
      expect((await checkout(f, 'pm_card_visa')).statusCode).toBe(200);
      const boostID = (await boostProduct(f)).json().data.boostID;
      return () => as(null, 'POST', `/api/promotion/boosts/${boostID}/click`);
    },
  },
  'POST /api/support/requests': {
    changes: [],
    prepare: async (f) => {
      expect((await checkout(f, 'pm_card_visa', 'wbn-premium-yearly')).statusCode).toBe(200);
      return () =>
        as(f.owner, 'POST', '/api/support/requests', {
          businessID: f.businessID,
          subject: 'Catalogue',
          message: 'Help us write it.',
          hours: 1,
        });
    },
  },

  // ----- inquiries, notifications, the events stream: nothing of a cached read -----------------
  'POST /api/business/request': {
    changes: [],
    prepare: async (f) => {
      const buyer = await someone();
      return () => sendRequest(buyer, f);
    },
  },
  'POST /api/business/request/{rid}/send-message': {
    changes: [],
    prepare: async (f) => {
      const requestID = await requestTo(f);
      return () =>
        as(f.owner, 'POST', `/api/business/request/${requestID}/send-message?bid=${f.businessID}`, {
          content: 'Yes',
          clientID: randomUUID(),
        });
    },
  },
  'POST /api/business/request/{rid}/end-request': {
    changes: [],
    prepare: async (f) => {
      const requestID = await requestTo(f);
      return () => as(f.owner, 'POST', `/api/business/request/${requestID}/end-request?bid=${f.businessID}`);
    },
  },
  'POST /api/notifications/read': {
    changes: [],
    prepare: async (f) => () => as(f.owner, 'POST', '/api/notifications/read', {}),
  },
  'POST /api/events/ticket': {
    changes: [],
    prepare: async (f) => () => as(f.owner, 'POST', '/api/events/ticket'),
  },

  // ----- buying requests (decision 0023) and the response figures (decision 0024) ------------
  // An invitation opens a response thread of the invited business; it counts in its figures
  // once answered (a quote) or due (the deadline). The figures show from a number of counted
  // threads on, so the quote scenario brings the business one thread short of it first.
  'POST /api/buying-requests': {
    changes: [],
    prepare: async (f) => () =>
      as(f.owner, 'POST', '/api/buying-requests', { businessID: f.businessID, ...buyingRequestBody() }),
  },
  'PUT /api/buying-requests/{id}': {
    changes: [],
    prepare: async (f) => {
      const requestID = await buyingRequest(f.owner, f.businessID);
      return () =>
        as(f.owner, 'PUT', `/api/buying-requests/${requestID}`, buyingRequestBody({ quantity: 600 }));
    },
  },
  'POST /api/buying-requests/{id}/cancel': {
    changes: [],
    prepare: async (f) => {
      const requestID = await buyingRequest(f.owner, f.businessID);
      return () =>
        as(f.owner, 'POST', `/api/buying-requests/${requestID}/cancel`, { reason: 'Bought elsewhere' });
    },
  },
  'POST /api/buying-requests/{id}/quotes': {
    // The quote answers the business's invitation: its response figures appear on its profile.
    changes: ['profile'],
    prepare: async (f) => {
      for (let i = 1; i < reputationLimits.responseMinThreads; i++) await answer(f, await requestTo(f));
      const { requestID } = await invitedBy(f);
      return () => sendQuote(f, requestID);
    },
  },
  'PUT /api/buying-requests/{id}/quotes/{qid}': {
    changes: [],
    prepare: async (f) => {
      const { requestID, quoteID } = await quoted(f);
      return () =>
        as(
          f.owner,
          'PUT',
          `/api/buying-requests/${requestID}/quotes/${quoteID}`,
          quoteTerms({ unitPrice: 10.9 }),
        );
    },
  },
  'POST /api/buying-requests/{id}/quotes/{qid}/withdraw': {
    // The thread stays answered: withdrawing does not take the reply back.
    changes: [],
    prepare: async (f) => {
      const { requestID, quoteID } = await quoted(f);
      return () => as(f.owner, 'POST', `/api/buying-requests/${requestID}/quotes/${quoteID}/withdraw`);
    },
  },
  'POST /api/buying-requests/{id}/quotes/{qid}/decline': {
    changes: [],
    prepare: async (f) => {
      const { buyer, requestID, quoteID } = await quoted(f);
      return () =>
        as(buyer, 'POST', `/api/buying-requests/${requestID}/quotes/${quoteID}/decline`, {
          reason: 'Lead time too long',
        });
    },
  },
  'PUT /api/buying-requests/{id}/quotes/{qid}/shortlist': {
    // The buyer's own mark on a quote: nothing a visitor reads.
    changes: [],
    prepare: async (f) => {
      const { buyer, requestID, quoteID } = await quoted(f);
      return () =>
        as(buyer, 'PUT', `/api/buying-requests/${requestID}/quotes/${quoteID}/shortlist`, {
          shortlisted: true,
        });
    },
  },
  'POST /api/buying-requests/{id}/quotes/{qid}/message': {
    // A thread to the supplier counts in its figures only once answered or late (decision 0024).
    changes: [],
    prepare: async (f) => {
      const { buyer, requestID, quoteID } = await quoted(f);
      return () =>
        as(buyer, 'POST', `/api/buying-requests/${requestID}/quotes/${quoteID}/message`, {
          content: 'Could you ship half in March?',
        });
    },
  },
  'POST /api/buying-requests/{id}/award': {
    // An award drops only the unanswered threads not yet due, which no figure counts yet; the
    // awarded supplier's thread was answered by its quote. A review of the award changes the profile.
    changes: [],
    prepare: async (f) => {
      const { buyer, requestID, quoteID } = await quoted(f);
      return () => as(buyer, 'POST', `/api/buying-requests/${requestID}/award`, { quoteIDs: [quoteID] });
    },
  },

  // ----- reviews (decision 0024): the profile carries the reviews' count and average ----------
  'POST /api/businesses/{id}/reviews': {
    changes: ['profile'],
    status: 201,
    prepare: async (f) => {
      const { buyer, requestID } = await finishedThread(f);
      return () =>
        as(buyer, 'POST', `/api/businesses/${f.businessID}/reviews`, {
          deal: { kind: 'thread', id: requestID },
          rating: 5,
          text: 'Samples arrived in a week.',
        });
    },
  },
  'POST /api/reviews/{id}/answer': {
    // The answer is shown with the review (not cached), not in the profile's totals.
    changes: [],
    prepare: async (f) => {
      const reviewID = await reviewOf(f);
      return () => as(f.owner, 'POST', `/api/reviews/${reviewID}/answer`, { text: 'Thank you, come again.' });
    },
  },

  // ----- reports and operators' actions (decision 0025): neither read counts comments or posts
  'POST /api/reports': {
    changes: [],
    status: 201,
    prepare: async (f) => {
      const reporter = await someone();
      return () =>
        as(reporter, 'POST', '/api/reports', {
          itemType: 'product',
          itemID: f.productID,
          reason: 'intellectual-property',
          text: 'A copy of our arm.',
        });
    },
  },
  'POST /api/admin/actions': {
    changes: [],
    status: 201,
    prepare: async (f) => {
      const commentID = await commentOn(f);
      return () => hide(commentID);
    },
  },
  'POST /api/admin/trail/{id}/reverse': {
    changes: [],
    status: 201,
    prepare: async (f) => {
      const hidden = await hide(await commentOn(f));
      expect(hidden.statusCode, hidden.body).toBe(201);
      return () =>
        as(moderator, 'POST', `/api/admin/trail/${hidden.json().data.entryID}/reverse`, {
          reason: 'Not spam after all',
        });
    },
  },

  // A notice from the public form joins the queue; releasing a held inquiry makes its thread
  // (decision 0033): neither is part of a cached read.
  'POST /api/notices': {
    changes: [],
    status: 201,
    prepare: async (f) => async () =>
      as(null, 'POST', '/api/notices', {
        url: `/business-product/${f.productID}`,
        reason: 'intellectual-property',
        explanation: 'A copy of our registered design.',
        name: 'Marta Gil',
        email: 'marta@example.com',
        goodFaith: true,
      }),
  },
  'POST /api/admin/holds/{id}': {
    changes: [],
    status: 201,
    prepare: async (f) => {
      const sender = await someone();
      const [hold] = await t.db
        .insert(tables.inquiryHolds)
        .values({
          fromUserId: sender.userID,
          toBusinessId: f.businessID,
          subject: 'Offer',
          content: 'The same offer to many businesses',
          sameTextBusinesses: 5,
        })
        .returning({ id: tables.inquiryHolds.holdId });
      return () =>
        as(moderator, 'POST', `/api/admin/holds/${hold!.id}`, { action: 'release', reason: 'Genuine' });
    },
  },
  // An appeal of a hidden comment, and another operator's decision: nothing of a business or product.
  'POST /api/moderation/statements/{id}/appeal': {
    changes: [],
    status: 201,
    prepare: async (f) => {
      const fan = await someone();
      const made = await as(fan, 'POST', '/api/social/comments/make-comment', {
        resourceID: f.productID,
        resourceType: 'product',
        content: 'A fair review of the arm',
      });
      const hidden = await hide(made.json().data.commentID);
      expect(hidden.statusCode, hidden.body).toBe(201);
      return () =>
        as(fan, 'POST', `/api/moderation/statements/${hidden.json().data.entryID}/appeal`, {
          text: 'It was a fair review.',
        });
    },
  },
  'POST /api/admin/appeals/{id}/decision': {
    changes: [],
    status: 201,
    prepare: async (f) => {
      const hidden = await hide(await commentOn(f));
      const entryID = hidden.json().data.entryID as string;
      const [comment] = await t.db
        .select({ author: tables.moderationTrail.subjectAccountId })
        .from(tables.moderationTrail)
        .where(eq(tables.moderationTrail.entryId, entryID));
      const [appeal] = await t.db
        .insert(tables.moderationAppeals)
        .values({ entryId: entryID, accountId: comment!.author!, text: 'Not spam.' })
        .returning();
      const second = await someone();
      expect((await runOperatorCommand(t.db, ['grant', second.email, 'moderator'])).code).toBe(0);
      return () =>
        as(second, 'POST', `/api/admin/appeals/${appeal!.appealId}/decision`, {
          decision: 'grant',
          reason: 'Not spam after all',
        });
    },
  },

  // The console's role changes (administrators): nothing of a business or product.
  'POST /api/admin/operators': {
    changes: [],
    prepare: async (f) => {
      expect((await runOperatorCommand(t.db, ['grant', f.owner.email, 'admin'])).code).toBe(0);
      const colleague = await someone();
      return () => as(f.owner, 'POST', '/api/admin/operators', { email: colleague.email, role: 'moderator' });
    },
  },
  'DELETE /api/admin/operators/{userID}': {
    changes: [],
    prepare: async (f) => {
      expect((await runOperatorCommand(t.db, ['grant', f.owner.email, 'admin'])).code).toBe(0);
      const colleague = await someone();
      expect((await runOperatorCommand(t.db, ['grant', colleague.email, 'moderator'])).code).toBe(0);
      return () => as(f.owner, 'DELETE', `/api/admin/operators/${colleague.userID}`);
    },
  },

  // ----- company verification (decision 0032): an approval puts the badge on both reads
  'POST /api/verification/business/{id}': {
    changes: [],
    status: 201,
    prepare: async (f) => {
      const token = await uploadImage(t, f.owner, 'verificationDocument', f.businessID);
      return () =>
        as(f.owner, 'POST', `/api/verification/business/${f.businessID}`, {
          checks: [{ kind: 'registration', documents: [token] }],
        });
    },
  },
  'POST /api/admin/verification/checks/{id}': {
    changes: ['profile', 'product'],
    prepare: async (f) => {
      const token = await uploadImage(t, f.owner, 'verificationDocument', f.businessID);
      const submitted = await as(f.owner, 'POST', `/api/verification/business/${f.businessID}`, {
        checks: [{ kind: 'address', documents: [token] }],
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
      const checkID = submitted.json().data.checks[0].checkID as string;
      return () =>
        as(moderator, 'POST', `/api/admin/verification/checks/${checkID}`, { decision: 'approve' });
    },
  },

  // ----- searches (reads sent as POST) ------------------------------------------------------
  'POST /api/search/business': {
    changes: [],
    prepare: async () => () => as(null, 'POST', '/api/search/business', { textQuery: 'Written' }),
  },
  'POST /api/search/product': {
    changes: [],
    prepare: async () => () => as(null, 'POST', '/api/search/product', { textQuery: 'arm' }),
  },
  'POST /api/user/search': {
    changes: [],
    prepare: async () => () => as(null, 'POST', '/api/user/search', { textQuery: 'Test' }),
  },
};

const writeMethods = new Set(['post', 'put', 'patch', 'delete']);

/** A visitor's two reads, as status and JSON body. */
async function reads(
  app: FastifyInstance,
  f: Fixture,
): Promise<Record<Read, { status: number; body: unknown }>> {
  const read = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  return {
    profile: await read(`/api/business/profile/${f.businessID}`),
    product: await read(`/api/product/${f.productID}`),
  };
}

describe('every write route leaves no stale cached read', () => {
  it('has a scenario for each write route of the OpenAPI document, and for no other', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => writeMethods.has(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.length).toBeGreaterThan(0);
    const missing = documented.filter((route) => !(route in scenarios));
    expect
      .soft(
        missing,
        `write routes with no scenario: ${missing.join(', ')}. Add a scenario for each to the table in ` +
          'apps/api/test/read-cache.write-routes.test.ts',
      )
      .toEqual([]);
    const unknown = Object.keys(scenarios).filter((route) => !documented.includes(route));
    expect(
      unknown,
      `scenarios for routes the OpenAPI document no longer lists: ${unknown.join(', ')}. Remove or rename them`,
    ).toEqual([]);
  });

  for (const [route, scenario] of Object.entries(scenarios)) {
    if ('skip' in scenario) {
      it.skip(`${route} (skipped: ${scenario.skip})`, () => {});
      continue;
    }
    it(route, async () => {
      const f = await fixture();
      const write = await scenario.prepare(f);
      // Read as a visitor, so both reads are cached (and agree with the truth to begin with).
      const before = await reads(t.app, f);
      expect(before).toEqual(await reads(truth, f));
      expect([before.profile.status, before.product.status]).toEqual([200, 200]);

      const res = await write();
      expect(res.statusCode, res.body).toBe(scenario.status ?? 200);

      // At once, no waiting: the instance that wrote has heard its write.
      const after = await reads(t.app, f);
      const fresh = await reads(truth, f);
      for (const read of ['profile', 'product'] as const) {
        expect(after[read], `${route} left the cached ${read} stale`).toEqual(fresh[read]);
        const changed = !isDeepStrictEqual(fresh[read], before[read]);
        expect(
          changed,
          `${route} ${changed ? 'changed' : 'did not change'} the ${read}; the scenario says otherwise`,
        ).toBe(scenario.changes.includes(read));
        if (scenario.gone?.includes(read))
          expect([after[read].status, fresh[read].status]).toEqual([404, 404]);
      }
    });
  }
});
