import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenHeader, refreshTokenHeader } from '@wbn/contracts';
import { createTestApp, type TestApp } from './test-app.ts';
import { startTestAuthService, type TestAuthService } from './auth-service.ts';
import { productBody } from './read-cache-helpers.ts';

// Every call of the specification's call tables (core-application §7 and public-pages §7), sent
// as the spec writes it: exactly its fields, in its query or body, with only the session header
// (`wbn-auth`) that every call carries. No client id, no Idempotency-Key, nothing of ours. Each
// must succeed (`success: true`) and answer the fields the spec reads from it. A field the spec
// leaves out when it is null (the sender business of a user's request, a user's `businessID`)
// is left out here too, as the spec's clients drop null fields from bodies.

let t: TestApp;
let svc: TestAuthService;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Person {
  token: string;
  refreshToken: string;
  userID: string;
  email: string;
}

/** A call to the API as the spec's client makes it: the session header, the spec's body or none. */
async function call(who: Person | null, method: Method, path: string, body?: Record<string, unknown>) {
  const res = await t.app.inject({
    method,
    url: `/api${path}`,
    headers: who ? { [accessTokenHeader]: who.token } : {},
    ...(body ? { payload: body } : {}),
  });
  expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeLessThan(300);
  const json = res.json();
  expect(json.success, `${method} ${path}`).toBe(true);
  return json.data;
}

let registered = 0;
/** A person signed up through the sign-on service and handed over by get-session, as a browser is. */
async function signUp(firstName: string): Promise<Person> {
  registered += 1;
  const email = `spec-calls-${registered}@example.com`;
  const reg = await svc.auth.inject({
    method: 'POST',
    url: '/register',
    remoteAddress: `198.51.100.${registered}`,
    payload: { email, password: 'granite-willow-orbit-47', firstName, lastName: 'Specwise' },
  });
  expect(reg.statusCode, reg.body).toBe(200);
  // POST {auth host}/get-session: body token; data.data is the session (public-pages §7).
  const res = await svc.auth.inject({
    method: 'POST',
    url: '/get-session',
    payload: { token: reg.json().data.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  const session = res.json().data;
  expect(session).toMatchObject({
    token: expect.any(String),
    tokenExpire: expect.any(Number),
    refreshToken: expect.any(String),
    refreshTokenExpire: expect.any(Number),
    userID: expect.any(String),
  });
  return { token: session.token, refreshToken: session.refreshToken, userID: session.userID, email };
}

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 170 } } })
    .png()
    .toBuffer();

/** The signed form's multipart POST with the authentication header; answers the token (core §7). */
async function postSigned(
  who: Person,
  signed: { signedPost: { url: string; fields: Record<string, string> }; token: string },
  file: Buffer,
) {
  expect(signed.signedPost.url).toEqual(expect.any(String));
  expect(signed.signedPost.fields).toEqual(expect.any(Object));
  const form = new FormData();
  for (const [k, v] of Object.entries(signed.signedPost.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'photo.png');
  const req = new Request('http://localhost/files/upload', { method: 'POST', body: form });
  const up = await t.app.inject({
    method: 'POST',
    url: new URL(signed.signedPost.url).pathname,
    headers: { 'content-type': req.headers.get('content-type')!, [accessTokenHeader]: who.token },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  expect(up.statusCode, up.body).toBe(201);
  expect(up.json().data.token).toBe(signed.token);
  return signed.token;
}

/** POST files/upload-request/user or /business with contentType, fileSize and the file's purpose, then the upload. */
async function upload(who: Person, to: 'user' | 'business', purpose: string): Promise<string> {
  const file = await png(purpose === 'coverPhoto' ? 800 : 64, purpose === 'coverPhoto' ? 200 : 48);
  const signed = await call(who, 'POST', `/files/upload-request/${to}`, {
    contentType: 'image/png',
    fileSize: file.length,
    purpose,
  });
  return postSigned(who, signed, file);
}

// What the calls make, for the calls after them.
let owner: Person;
let buyer: Person;
let businessID: string;
let buyerBusinessID: string;
let productID: string;
let postID: string;
let businessPostID: string;
let commentID: string;
let userRequestID: string;
let businessRequestID: string;

beforeAll(async () => {
  t = await createTestApp();
  svc = await startTestAuthService(t);
  owner = await signUp('Olga');
  buyer = await signUp('Bruno');
});
afterAll(async () => {
  await svc?.close();
  await t?.close();
});

describe("the spec's calls, with exactly the spec's fields", () => {
  it('POST refresh-token (authentication service): header holds the refresh token', async () => {
    const person = await signUp('Rita');
    const res = await svc.auth.inject({
      method: 'POST',
      url: '/refresh-token',
      headers: { [refreshTokenHeader]: person.refreshToken },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        token: expect.any(String),
        tokenExpire: expect.any(Number),
        refreshToken: expect.any(String),
        refreshTokenExpire: expect.any(Number),
      },
    });
  });

  it('POST logout (authentication service): no payload; the session is ended', async () => {
    const person = await signUp('Lena');
    const res = await svc.auth.inject({
      method: 'POST',
      url: '/logout',
      headers: { [accessTokenHeader]: person.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().success).toBe(true);
    const after = await svc.auth.inject({
      method: 'POST',
      url: '/refresh-token',
      headers: { [refreshTokenHeader]: person.refreshToken },
    });
    expect(after.statusCode).toBe(401);
  });

  it('GET user/profile: the profile with userID', async () => {
    for (const who of [owner, buyer]) {
      expect(await call(who, 'GET', '/user/profile')).toMatchObject({ userID: who.userID, email: who.email });
    }
  });

  it('GET ref-data/country, country/{code}/state, gender, language, job-position, business-type: lists', async () => {
    for (const path of [
      '/ref-data/country',
      '/ref-data/country/MX/state',
      '/ref-data/gender',
      '/ref-data/language',
      '/ref-data/job-position',
      '/ref-data/business-type',
    ]) {
      const list = await call(null, 'GET', path);
      expect(Array.isArray(list) && list.length > 0, path).toBe(true);
    }
    expect((await call(null, 'GET', '/ref-data/country'))[0]).toMatchObject({
      code: expect.any(String),
      countryName: expect.any(String),
      emoji: expect.any(String),
    });
  });

  it('GET catsys/industry, catsys/industry/{id}/category, catsys/industry/full-tree', async () => {
    const industries = await call(null, 'GET', '/catsys/industry');
    expect(industries).toHaveLength(15);
    expect(industries[0]).toMatchObject({ key: '0001', name: expect.any(String) });
    const categories = await call(null, 'GET', `/catsys/industry/${industries[0].id}/category`);
    expect(categories.length).toBeGreaterThan(0);
    const tree = await call(null, 'GET', '/catsys/industry/full-tree');
    expect(tree[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    expect(tree[0].categories[0].subCategories).toEqual(expect.any(Array));
  });

  it('POST user/profile-photo/upload-request, the upload, then POST user/profile-photo/upload-validate {token}', async () => {
    const file = await png(300, 300);
    const signed = await call(owner, 'POST', '/user/profile-photo/upload-request', {
      contentType: 'image/png',
      fileSize: file.length,
    });
    const token = await postSigned(owner, signed, file);
    const validated = await call(owner, 'POST', '/user/profile-photo/upload-validate', { token });
    expect(validated.profilePhoto.url).toMatch(/^\/files\//);
  });

  it('PUT /user/profile: profile fields, or profilePhoto / coverPhoto alone', async () => {
    const saved = await call(owner, 'PUT', '/user/profile', {
      country: 'MX',
      state: 'MX-JAL',
      city: 'Guadalajara',
      mobilePhone: { countryCode: '+52', phoneNumber: '3312345678' },
      companyName: 'Specwise Gears',
      profession: 'Engineer',
      birthDate: '1970-10-24',
      showBirthDate: true,
      showProfession: true,
      briefPresentation: 'Gears for the whole of the Americas.',
    });
    expect(saved).toMatchObject({ city: 'Guadalajara', birthDate: '1970-10-24' });
    const profilePhoto = await upload(owner, 'user', 'profilePhoto');
    expect((await call(owner, 'PUT', '/user/profile', { profilePhoto })).profilePhoto.url).toMatch(
      /^\/files\//,
    );
    const coverPhoto = await upload(owner, 'user', 'coverPhoto');
    expect((await call(owner, 'PUT', '/user/profile', { coverPhoto })).coverPhoto.url).toMatch(/^\/files\//);
  });

  it('GET user/public-profile/{id}: the public profile', async () => {
    expect(await call(buyer, 'GET', `/user/public-profile/${owner.userID}`)).toMatchObject({
      userID: owner.userID,
      reactions: { reactionCount: { like: expect.any(Number) } },
    });
  });

  it('POST business/profile/create: the create-business payload (industry dropped), photos as upload tokens', async () => {
    const profilePhoto = await upload(owner, 'business', 'logo');
    const coverPhoto = await upload(owner, 'business', 'coverPhoto');
    const created = await call(owner, 'POST', '/business/profile/create', {
      companyName: 'Specwise Gears',
      categories: ['i0001.c0001-01'],
      businessType: 'MA',
      country: 'MX',
      state: 'MX-JAL',
      shortDescription: 'Industrial gearboxes made in Guadalajara for machine builders.',
      profilePhoto,
      coverPhoto,
    });
    businessID = created.data.businessID;
    expect(created.data.general.companyName).toBe('Specwise Gears');
    buyerBusinessID = (
      await call(buyer, 'POST', '/business/profile/create', {
        companyName: 'Bruno Imports',
        categories: ['i0001.c0001-02'],
        businessType: 'IM',
        country: 'CL',
        shortDescription: 'We import gearboxes and motors for Chilean mines.',
      })
    ).data.businessID;
  });

  it('GET business/profile/list-business?userID=, GET business/profile/my-list', async () => {
    const listed = await call(buyer, 'GET', `/business/profile/list-business?userID=${owner.userID}`);
    expect(listed.map((b: { businessID: string }) => b.businessID)).toEqual([businessID]);
    const mine = await call(owner, 'GET', '/business/profile/my-list');
    expect(mine.map((b: { businessID: string }) => b.businessID)).toEqual([businessID]);
  });

  it('GET business/profile/{id}: the profile in data.data, the session in data.session', async () => {
    const own = await call(owner, 'GET', `/business/profile/${businessID}`);
    expect(own.data).toMatchObject({ businessID, general: { companyName: 'Specwise Gears' } });
    expect(own.session).toMatchObject({ access: 'owner' });
    expect((await call(null, 'GET', `/business/profile/${businessID}`)).data.businessID).toBe(businessID);
  });

  it('GET product/by-business?bid=, GET product/{id} (last 36 characters)', async () => {
    // Making a product is not one of the spec's calls: this only gives the reads something.
    productID = (await call(owner, 'POST', '/product', { ...productBody(), businessID })).productID;
    const list = await call(null, 'GET', `/product/by-business?bid=${businessID}`);
    expect(list.data.map((p: { productID: string }) => p.productID)).toEqual([productID]);
    const product = await call(null, 'GET', `/product/Specwise-Gears-Six-axis-arm-${productID}`);
    expect(product).toMatchObject({ productID, businessProfile: { businessID } });
  });

  it('POST /social/reaction/react/{resourceType}: resourceID, reactionType, optional businessID', async () => {
    await call(buyer, 'POST', '/social/reaction/react/business', {
      resourceID: businessID,
      reactionType: 'like',
    });
    await call(buyer, 'POST', '/social/reaction/react/product', {
      resourceID: productID,
      reactionType: 'like',
      businessID: buyerBusinessID,
    });
  });

  it('GET social/reaction/summary/{id}, GET /social/reaction/check/{resourceID}?businessID=', async () => {
    expect(await call(null, 'GET', `/social/reaction/summary/${businessID}`)).toMatchObject({
      reactionCount: { like: 1 },
    });
    expect(await call(buyer, 'GET', `/social/reaction/check/${businessID}?businessID=`)).toEqual({
      reactionType: 'like',
    });
    expect(
      await call(buyer, 'GET', `/social/reaction/check/${productID}?businessID=${buyerBusinessID}`),
    ).toEqual({ reactionType: 'like' });
  });

  it('DELETE /social/reaction/react/{resourceType}: resourceID, businessID', async () => {
    await call(buyer, 'DELETE', '/social/reaction/react/business', { resourceID: businessID });
    await call(buyer, 'DELETE', '/social/reaction/react/product', {
      resourceID: productID,
      businessID: buyerBusinessID,
    });
    expect(
      (await call(buyer, 'GET', `/social/reaction/check/${businessID}?businessID=`)).reactionType,
    ).toBeNull();
  });

  it('POST /social/follow/business {resourceID}, GET social/follow/{id}/summary, DELETE /social/follow/{id}', async () => {
    await call(buyer, 'POST', '/social/follow/business', { resourceID: businessID });
    expect(await call(buyer, 'GET', `/social/follow/${businessID}/summary`)).toEqual({
      followersCount: 1,
      session: { following: true },
    });
    await call(buyer, 'DELETE', `/social/follow/${businessID}`);
    expect((await call(buyer, 'GET', `/social/follow/${businessID}/summary`)).followersCount).toBe(0);
    // Followed again, so the newsfeed below has the business's posts.
    await call(buyer, 'POST', '/social/follow/business', { resourceID: businessID });
  });

  it('POST /social/posts/make-post: content, timelineID, timelineType, businessID; GET /social/posts/{postID}', async () => {
    const post = await call(owner, 'POST', '/social/posts/make-post', {
      content: 'Our new helical gearbox line is running.',
      timelineID: owner.userID,
      timelineType: 'user',
    });
    postID = post.postID;
    expect(post).toMatchObject({
      content: 'Our new helical gearbox line is running.',
      createdAt: expect.any(Number),
    });
    businessPostID = (
      await call(owner, 'POST', '/social/posts/make-post', {
        content: 'Specwise Gears ships to Chile from next month.',
        timelineID: businessID,
        timelineType: 'business',
        businessID,
      })
    ).postID;
    expect(await call(buyer, 'GET', `/social/posts/${postID}`)).toMatchObject({
      postID,
      header: { author: expect.any(Object) },
      body: { text: 'Our new helical gearbox line is running.' },
    });
  });

  it('GET newsfeed/load (nextID for paging), GET timeline/load/{id}?skip=&size=10', async () => {
    const feed = await call(buyer, 'GET', '/newsfeed/load');
    expect(feed.posts.map((p: { postID: string }) => p.postID)).toContain(businessPostID);
    if (feed.nextID) await call(buyer, 'GET', `/newsfeed/load?nextID=${encodeURIComponent(feed.nextID)}`);
    const timeline = await call(null, 'GET', `/timeline/load/${owner.userID}?skip=0&size=10`);
    expect(timeline.posts.map((p: { postID: string }) => p.postID)).toEqual([postID]);
  });

  it('POST /social/comments/make-comment: resourceID, resourceType, content, businessID; GET social/comments/{resourceID}?skip=&size=5', async () => {
    commentID = (
      await call(buyer, 'POST', '/social/comments/make-comment', {
        resourceID: postID,
        resourceType: 'post',
        content: 'Which ratios do you offer?',
      })
    ).commentID;
    await call(owner, 'POST', '/social/comments/make-comment', {
      resourceID: commentID,
      resourceType: 'comment',
      content: 'From 5:1 to 100:1.',
      businessID,
    });
    await call(buyer, 'POST', '/social/comments/make-comment', {
      resourceID: productID,
      resourceType: 'product',
      content: 'Is it in stock?',
      businessID: buyerBusinessID,
    });
    const page = await call(null, 'GET', `/social/comments/${postID}?skip=0&size=5`);
    expect(page.data.comments).toEqual([
      expect.objectContaining({ commentID, whoComment: expect.objectContaining({ id: buyer.userID }) }),
    ]);
    const replies = await call(null, 'GET', `/social/comments/${commentID}?skip=0&size=5`);
    expect(replies.data.comments[0].whoComment).toMatchObject({ kind: 'business', id: businessID });
    expect((await call(null, 'GET', `/social/reaction/summary/${commentID}`)).reactionCount.like).toBe(0);
  });

  it('DELETE /social/posts/remove-post {postID}', async () => {
    await call(owner, 'DELETE', '/social/posts/remove-post', { postID });
    const timeline = await call(null, 'GET', `/timeline/load/${owner.userID}?skip=0&size=10`);
    expect(timeline.posts).toEqual([]);
  });

  it('POST business/request: to, from (omitted when the sender is the user), subject, message', async () => {
    userRequestID = (
      await call(buyer, 'POST', '/business/request', {
        to: businessID,
        subject: 'Price quotation',
        message: 'Price for 40 helical gearboxes, ratio 20:1?',
      })
    ).requestID;
    businessRequestID = (
      await call(buyer, 'POST', '/business/request', {
        to: businessID,
        from: buyerBusinessID,
        subject: 'Samples',
        message: 'Could you send one sample to Antofagasta?',
      })
    ).requestID;
    expect(businessRequestID).not.toBe(userRequestID);
  });

  it('GET business/request?ubid=: the threads of an inbox', async () => {
    const received = await call(owner, 'GET', `/business/request?ubid=${businessID}`);
    expect(received.threads.map((r: { requestID: string }) => r.requestID).sort()).toEqual(
      [userRequestID, businessRequestID].sort(),
    );
    for (const thread of received.threads) {
      expect(thread).toMatchObject({
        from: expect.any(Object),
        to: expect.objectContaining({ id: businessID }),
        senderType: expect.stringMatching(/^(user|business)$/),
        subject: expect.any(String),
        status: 'open',
      });
      expect(Number.isInteger(thread.createdAt)).toBe(true);
    }
    const sent = await call(buyer, 'GET', `/business/request?ubid=${buyer.userID}`);
    expect(sent.threads.map((r: { requestID: string }) => r.requestID)).toEqual([userRequestID]);
  });

  it('POST business/request/{rid}/send-message?bid= {content}; GET business/request/{rid}/get-messages?bid=', async () => {
    const reply = await call(
      owner,
      'POST',
      `/business/request/${userRequestID}/send-message?bid=${businessID}`,
      {
        content: 'US$ 310 each, ex works.',
      },
    );
    expect(reply).toMatchObject({ from: 'R', content: 'US$ 310 each, ex works.', type: 'text' });
    await call(buyer, 'POST', `/business/request/${userRequestID}/send-message?bid=${buyer.userID}`, {
      content: 'And for 80?',
    });
    const thread = await call(
      buyer,
      'GET',
      `/business/request/${userRequestID}/get-messages?bid=${buyer.userID}`,
    );
    expect(thread.messages.map((m: { from: string; content: string }) => [m.from, m.content])).toEqual([
      ['S', 'Price for 40 helical gearboxes, ratio 20:1?'],
      ['R', 'US$ 310 each, ex works.'],
      ['S', 'And for 80?'],
    ]);
    // Times in seconds, as every other call (the spec: "server times are seconds").
    for (const m of thread.messages) {
      expect(m.type).toBe('text');
      expect(Number.isInteger(m.datetime) && Math.abs(m.datetime - Date.now() / 1000) < 120).toBe(true);
    }
    const asBusiness = await call(
      buyer,
      'GET',
      `/business/request/${businessRequestID}/get-messages?bid=${buyerBusinessID}`,
    );
    expect(asBusiness.thread).toMatchObject({ senderType: 'business', side: 'S' });
  });

  it('POST business/request/{rid}/end-request?bid=: the thread closed', async () => {
    const closed = await call(
      owner,
      'POST',
      `/business/request/${userRequestID}/end-request?bid=${businessID}`,
    );
    expect(closed).toMatchObject({ requestID: userRequestID, status: 'closed' });
    expect(Number.isInteger(closed.closedAt)).toBe(true);
  });

  it('GET subscription/setup: publicKey, plans; POST subscription/subscribe: paymentMethod, businessID, planId, email', async () => {
    const setup = await call(owner, 'GET', '/subscription/setup');
    expect(setup.publicKey).toEqual(expect.any(String));
    const gold = setup.plans.find((p: { subscription: string }) => p.subscription === 'gold');
    expect(gold).toMatchObject({ planId: expect.any(String), price: 185_000 });
    const bought = await call(owner, 'POST', '/subscription/subscribe', {
      paymentMethod: 'pm_card_visa',
      businessID,
      planId: gold.planId,
      email: owner.email,
    });
    expect(bought).toMatchObject({ status: 'succeeded', membership: { subscription: 'gold' } });
  });

  it('POST search/business, POST search/product, POST user/search: textQuery, skip, size, businessType, country; limit for users', async () => {
    const businesses = await call(null, 'POST', '/search/business', {
      textQuery: 'Specwise',
      skip: 0,
      size: 5,
      businessType: 'MA',
    });
    expect(businesses.results[0]).toMatchObject({
      businessProfile: { businessID },
      reactions: expect.any(Object),
    });
    expect(businesses.total_results).toBe(1);
    const inMexico = await call(null, 'POST', '/search/business', {
      textQuery: 'Specwise',
      skip: 0,
      size: 5,
      businessType: 'MA',
      country: 'MX',
    });
    expect(inMexico.total_results).toBe(1);
    const products = await call(null, 'POST', '/search/product', {
      textQuery: 'six-axis arm',
      skip: 0,
      size: 5,
    });
    expect(products.results.map((p: { productID: string }) => p.productID)).toContain(productID);
    expect(products.total_results).toEqual(expect.any(Number));
    const users = await call(null, 'POST', '/user/search', { textQuery: 'Olga', skip: 0, size: 5, limit: 5 });
    expect(users.profiles.map((p: { userID: string }) => p.userID)).toContain(owner.userID);
    expect(users.totalResults).toEqual(expect.any(Number));
  });

  it('GET search/business/last-registered: the latest registered businesses', async () => {
    const latest = await call(null, 'GET', '/search/business/last-registered');
    const all = latest.groups.flatMap((g: { results: { businessProfile: { businessID: string } }[] }) =>
      g.results.map((r) => r.businessProfile.businessID),
    );
    expect(all).toContain(businessID);
  });

  it('POST /needhelp/send: the enquiry fields', async () => {
    const sent = await call(null, 'POST', '/needhelp/send', {
      firstName: 'Ana',
      lastName: 'Ruiz',
      businessName: 'Aceros del Bajío',
      businessType: 'MA',
      website: 'www.aceros-bajio.example',
      jobPosition: (await call(null, 'GET', '/ref-data/job-position'))[0].jobPositionID,
      address: 'Av. Industrial 12',
      zipcode: '36100',
      city: 'Silao',
      usaState: 'TX',
      country: 'US',
      companyPhone: '+1 (512) 555-0100',
      companyFax: '+1 (512) 555-0101',
      totalEmployees: 180,
      salesEmployees: 12,
      mobilePhone: '+1 512 555 0102',
      email: 'ana.ruiz@aceros-bajio.example',
      buyProduct1: 'Cold-rolled steel coil',
      buyProduct2: 'Zinc',
      buyProduct3: 'Welding wire',
      buyProduct4: 'Paint',
      sellProduct1: 'Stamped brackets',
      sellProduct2: 'Welded frames',
      sellProduct3: 'Laser-cut parts',
      sellProduct4: 'Springs',
      moreInfoBuy: 'About 40 t a month.',
      moreInfoSell: 'Parts to drawing.',
    });
    expect(sent.enquiryID).toEqual(expect.any(String));
  });
});
