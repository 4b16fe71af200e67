import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryLimits, messages, type InquiryMessage, type InquiryThread } from '@wbn/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { addMember, createBusiness } from '../../../test/business-fixtures.ts';
import { generalBody } from '../../../test/read-cache-helpers.ts';

let t: TestApp;
// The buyer's company (buyer owns it, buyerColleague is a member) asks the supplier (owner, admin,
// member); a stranger belongs to neither.
let buyer: SignedInUser;
let buyerColleague: SignedInUser;
let owner: SignedInUser;
let admin: SignedInUser;
let member: SignedInUser;
let stranger: SignedInUser;
let buyerCo: string;
let supplier: string;

const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(user ? { headers: authHeaders(user.token) } : {}),
    ...(payload ? { payload } : {}),
  });

async function send(user: SignedInUser, body: object) {
  const res = await call(user, 'POST', '/api/business/request', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { requestID: string; bid: string };
}

async function read(user: SignedInUser, rid: string, bid: string) {
  const res = await call(user, 'GET', `/api/business/request/${rid}/get-messages?bid=${bid}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    thread: InquiryThread;
    messages: InquiryMessage[];
    readByCounterpart: string | null;
    hasOlder: boolean;
  };
}

const reply = (user: SignedInUser, rid: string, bid: string, content: string, clientID = randomUUID()) =>
  call(user, 'POST', `/api/business/request/${rid}/send-message?bid=${bid}`, { content, clientID });

beforeAll(async () => {
  t = await createTestApp();
  const people = await Promise.all(Array.from({ length: 6 }, () => createSignedInUser(t)));
  [buyer, buyerColleague, owner, admin, member, stranger] = people as [
    SignedInUser,
    SignedInUser,
    SignedInUser,
    SignedInUser,
    SignedInUser,
    SignedInUser,
  ];
  for (const u of [buyer, buyerColleague, owner, admin, member, stranger])
    await call(u, 'GET', '/api/user/profile');
  buyerCo = (await createBusiness(t, buyer, { companyName: 'Harbour Pumps Trading' })).businessID;
  supplier = (await createBusiness(t, owner, { companyName: 'Ridgeline Valves' })).businessID;
  await addMember(t, buyer, buyerCo, buyerColleague, 'member');
  await addMember(t, owner, supplier, admin, 'admin');
  await addMember(t, owner, supplier, member, 'member');
});
afterAll(() => t.close());

describe('sending a request', () => {
  it("refuses a request with a missing field, naming it with the spec's message", async () => {
    for (const body of [
      { subject: 'Prices', message: 'Hello' },
      { to: supplier, message: 'Hello' },
      { to: supplier, subject: '   ', message: 'Hello' },
      { to: supplier, subject: 'Prices', message: '' },
    ]) {
      const res = await call(buyer, 'POST', '/api/business/request', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(
        messages.inquiryIncomplete,
      );
    }
    expect((await call(null, 'POST', '/api/business/request', { to: supplier })).statusCode).toBe(401);
  });

  it('refuses a request to a business of your own, as someone you are not, or to nothing', async () => {
    const own = await call(admin, 'POST', '/api/business/request', {
      to: supplier,
      subject: 'x',
      message: 'y',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().errors[0].path).toBe('body.to');
    const notMine = await call(stranger, 'POST', '/api/business/request', {
      to: supplier,
      from: buyerCo,
      subject: 'x',
      message: 'y',
    });
    expect(notMine.statusCode).toBe(403);
    const nobody = await call(buyer, 'POST', '/api/business/request', {
      to: randomUUID(),
      subject: 'x',
      message: 'y',
    });
    expect(nobody.statusCode).toBe(404);
  });

  it('stores a new thread for each send without a client id, as the spec sends it', async () => {
    const body = { to: supplier, subject: 'Twice sent', message: 'Is this one request or two?' };
    const first = await send(stranger, body);
    const second = await send(stranger, body);
    expect(second.requestID).not.toBe(first.requestID);
    const inbox = await call(stranger, 'GET', `/api/business/request?ubid=${stranger.userID}&q=twice`);
    expect(inbox.json().data.threads).toHaveLength(2);
  });

  it('stores one thread per client id however often it is sent', async () => {
    const clientID = randomUUID();
    const body = { to: supplier, subject: 'Samples', message: 'Could you send two samples?', clientID };
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(stranger, body)));
    expect(new Set(answers.map((a) => a.requestID)).size).toBe(1);
    expect(answers[0]!.bid).toBe(stranger.userID);
    const inbox = await call(stranger, 'GET', `/api/business/request?ubid=${stranger.userID}`);
    expect(inbox.json().data.threads.filter((x: InquiryThread) => x.subject === 'Samples')).toHaveLength(1);
  });
});

describe('who may see a thread', () => {
  let asBusiness: string;
  let asUser: string;

  beforeAll(async () => {
    asBusiness = (
      await send(buyer, {
        to: supplier,
        from: buyerCo,
        subject: 'Price quotation',
        message: 'Price for 40 DN50 gate valves?',
      })
    ).requestID;
    asUser = (
      await send(stranger, {
        to: supplier,
        subject: 'Delivery and shipping',
        message: 'Do you ship to Chile?',
      })
    ).requestID;
  });

  it('lets the sending business and every person of the receiving business read and answer', async () => {
    const readers: Array<[SignedInUser, string, 'S' | 'R']> = [
      [buyer, buyerCo, 'S'],
      [buyerColleague, buyerCo, 'S'],
      [owner, supplier, 'R'],
      [admin, supplier, 'R'],
      [member, supplier, 'R'],
    ];
    for (const [user, bid, side] of readers) {
      const found = await read(user, asBusiness, bid);
      expect(found.thread.side).toBe(side);
      expect(found.thread.senderType).toBe('business');
      expect(found.messages[0]!.content).toBe('Price for 40 DN50 gate valves?');
      expect((await reply(user, asBusiness, bid, `From ${side}`)).statusCode).toBe(200);
    }
  });

  it('answers 404 to everyone else on every call, whatever inbox they name', async () => {
    const rid = asBusiness;
    const attempts: Array<[SignedInUser, string]> = [
      [stranger, supplier],
      [stranger, buyerCo],
      [stranger, stranger.userID],
      // The sending person reads a business's thread only through that business's inbox.
      [buyer, buyer.userID],
      [owner, owner.userID],
    ];
    for (const [user, bid] of attempts) {
      expect(
        (await call(user, 'GET', `/api/business/request/${rid}/get-messages?bid=${bid}`)).statusCode,
      ).toBe(404);
      expect((await reply(user, rid, bid, 'hello')).statusCode).toBe(404);
      expect(
        (await call(user, 'POST', `/api/business/request/${rid}/end-request?bid=${bid}`)).statusCode,
      ).toBe(404);
    }
    // The user's own thread: only them (and the receiving business).
    expect((await read(stranger, asUser, stranger.userID)).thread.side).toBe('S');
    expect((await read(member, asUser, supplier)).thread.side).toBe('R');
    for (const [user, bid] of [
      [buyer, buyerCo],
      [buyer, buyer.userID],
      [buyerColleague, stranger.userID],
    ] as const) {
      expect(
        (await call(user, 'GET', `/api/business/request/${asUser}/get-messages?bid=${bid}`)).statusCode,
      ).toBe(404);
    }
    expect((await call(stranger, 'GET', `/api/business/request?ubid=${supplier}`)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'GET', `/api/business/request/${randomUUID()}/get-messages?bid=${supplier}`))
        .statusCode,
    ).toBe(404);
  });

  it('lists threads in each inbox with unread counts, searchable by subject and counterpart', async () => {
    const rid = (
      await send(buyer, { to: supplier, from: buyerCo, subject: 'Flange ratings', message: 'PN16 or PN40?' })
    ).requestID;
    const boxes = (await call(owner, 'GET', '/api/business/request/inboxes')).json().data;
    expect(boxes.inboxes[0]).toMatchObject({ ubid: owner.userID, kind: 'user' });
    const box = boxes.inboxes.find((b: { ubid: string }) => b.ubid === supplier);
    expect(box.unread).toBeGreaterThan(0);
    const list = (await call(owner, 'GET', `/api/business/request?ubid=${supplier}&unread=true`)).json().data;
    const listed = list.threads.find((x: InquiryThread) => x.requestID === rid);
    expect(listed).toMatchObject({
      unread: 1,
      side: 'R',
      counterpart: { kind: 'business', name: 'Harbour Pumps Trading' },
    });
    const bySubject = (await call(owner, 'GET', `/api/business/request?ubid=${supplier}&q=flange`)).json()
      .data;
    expect(bySubject.threads.map((x: InquiryThread) => x.requestID)).toEqual([rid]);
    const byName = (await call(owner, 'GET', `/api/business/request?ubid=${supplier}&q=harbour`)).json().data;
    expect(byName.threads.length).toBeGreaterThanOrEqual(2);
    const sent = (
      await call(buyerColleague, 'GET', `/api/business/request?ubid=${buyerCo}&q=ridgeline`)
    ).json().data;
    expect(
      sent.threads.every((x: InquiryThread) => x.side === 'S' && x.counterpart.name === 'Ridgeline Valves'),
    ).toBe(true);
    // Reading clears the side's count, and the sender sees its message read.
    await read(member, rid, supplier);
    const after = (await call(owner, 'GET', `/api/business/request?ubid=${supplier}&q=flange`)).json().data;
    expect(after.threads[0].unread).toBe(0);
    const senderView = await read(buyer, rid, buyerCo);
    expect(senderView.readByCounterpart).toBe(senderView.messages[0]!.messageID);
    const answer = (await reply(owner, rid, supplier, 'PN40 for the high-pressure line.')).json().data;
    const ownerView = await read(owner, rid, supplier);
    expect(ownerView.readByCounterpart).toBeNull();
    await read(buyerColleague, rid, buyerCo);
    expect((await read(owner, rid, supplier)).readByCounterpart).toBe(answer.messageID);
  });

  it('finds threads by the new name of a party renamed after they were sent', async () => {
    const rid = (await send(buyer, { to: supplier, from: buyerCo, subject: 'Gaskets', message: 'EPDM?' }))
      .requestID;
    const renamed = await call(
      buyer,
      'PUT',
      `/api/business/profile/${buyerCo}/general`,
      generalBody('Quayside Pump Traders'),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const found = (await call(owner, 'GET', `/api/business/request?ubid=${supplier}&q=quayside`)).json().data;
    expect(found.threads.map((x: InquiryThread) => x.requestID)).toContain(rid);
    expect(found.threads.every((x: InquiryThread) => x.counterpart.name === 'Quayside Pump Traders')).toBe(
      true,
    );
    const old = (await call(owner, 'GET', `/api/business/request?ubid=${supplier}&q=harbour`)).json().data;
    expect(old.threads).toEqual([]);
    await call(
      buyer,
      'PUT',
      `/api/business/profile/${buyerCo}/general`,
      generalBody('Harbour Pumps Trading'),
    );
  });

  it('pages an inbox with its cursor and refuses a forged one', async () => {
    const pageOne = (await call(owner, 'GET', `/api/business/request?ubid=${supplier}`)).json().data;
    expect(pageOne.nextCursor).toBeNull();
    const bad = await call(owner, 'GET', `/api/business/request?ubid=${supplier}&cursor=bm9wZQ`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('query.cursor');
  });
});

describe('messages', () => {
  it('stores 20 parallel messages, all of them, in one order', async () => {
    const { requestID } = await send(buyer, {
      to: supplier,
      from: buyerCo,
      subject: 'Lead times',
      message: 'Start',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        reply(i % 2 ? buyer : owner, requestID, i % 2 ? buyerCo : supplier, `m${i}`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const thread = await read(admin, requestID, supplier);
    expect(thread.messages).toHaveLength(21);
    expect(new Set(thread.messages.map((m) => m.content)).size).toBe(21);
    const times = thread.messages.map((m) => m.datetime);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // Every reader sees the same order.
    expect((await read(buyerColleague, requestID, buyerCo)).messages.map((m) => m.messageID)).toEqual(
      thread.messages.map((m) => m.messageID),
    );
  });

  it('stores one message for 10 parallel retries with one client id', async () => {
    const { requestID } = await send(buyer, {
      to: supplier,
      from: buyerCo,
      subject: 'Retries',
      message: 'Start',
    });
    const clientID = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => reply(owner, requestID, supplier, 'Only once', clientID)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json().data.messageID)).size).toBe(1);
    const thread = await read(buyer, requestID, buyerCo);
    expect(thread.messages.filter((m) => m.content === 'Only once')).toHaveLength(1);
    expect(thread.messages.at(-1)!.from).toBe('R');
  });

  it("takes the spec's body of content alone, the server making the client id", async () => {
    const { requestID } = await send(buyer, {
      to: supplier,
      from: buyerCo,
      subject: 'Plain client',
      message: 'Start',
    });
    const url = `/api/business/request/${requestID}/send-message?bid=${supplier}`;
    const first = await call(owner, 'POST', url, { content: 'Sent without a client id' });
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json().data as InquiryMessage;
    expect(answer).toMatchObject({ content: 'Sent without a client id', from: 'R', type: 'text' });
    expect(answer.clientID).toMatch(/^[0-9a-f-]{36}$/);
    // Sent again without one, it is a new message, as a plain HTTP client would expect.
    const again = await call(owner, 'POST', url, { content: 'Sent without a client id' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.messageID).not.toBe(answer.messageID);
    expect(again.json().data.clientID).not.toBe(answer.clientID);
    const thread = await read(buyer, requestID, buyerCo);
    expect(thread.messages.filter((m) => m.content === 'Sent without a client id')).toHaveLength(2);
  });

  it('refuses a malformed client id, naming it, and stores nothing', async () => {
    const { requestID } = await send(buyer, {
      to: supplier,
      from: buyerCo,
      subject: 'Bad client id',
      message: 'Start',
    });
    const res = await call(owner, 'POST', `/api/business/request/${requestID}/send-message?bid=${supplier}`, {
      content: 'Hello',
      clientID: 'not-a-uuid',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('body.clientID');
    const inquiry = await call(buyer, 'POST', '/api/business/request', {
      to: supplier,
      subject: 'Bad client id again',
      message: 'Hello',
      clientID: 42,
    });
    expect(inquiry.statusCode).toBe(400);
    expect(inquiry.json().errors[0].path).toBe('body.clientID');
    expect((await read(buyer, requestID, buyerCo)).messages).toHaveLength(1);
    const inbox = (await call(buyer, 'GET', `/api/business/request?ubid=${buyerCo}&q=again`)).json().data;
    expect(inbox.threads).toEqual([]);
  });

  it('gives every time in Unix seconds: the thread, its messages, its end', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { requestID } = await send(buyer, {
      to: supplier,
      from: buyerCo,
      subject: 'Seconds',
      message: 'What time is it?',
    });
    await reply(owner, requestID, supplier, 'Time to ship.');
    const ended = await call(owner, 'POST', `/api/business/request/${requestID}/end-request?bid=${supplier}`);
    const after = Math.floor(Date.now() / 1000);
    const inWindow = (s: unknown) => Number.isInteger(s) && (s as number) >= before && (s as number) <= after;
    const { thread, messages: shown } = await read(buyer, requestID, buyerCo);
    for (const time of [
      thread.createdAt,
      thread.lastMessageAt,
      thread.closedAt,
      ended.json().data.closedAt,
      ...shown.map((m) => m.datetime),
    ]) {
      expect(inWindow(time), String(time)).toBe(true);
    }
    expect(thread.lastMessageAt).toBe(shown.at(-1)!.datetime);
    const listed = (await call(buyer, 'GET', `/api/business/request?ubid=${buyerCo}&q=seconds`)).json().data
      .threads[0];
    expect(listed).toMatchObject({ createdAt: thread.createdAt, closedAt: thread.closedAt });
  });

  it('refuses an empty or overlong message, naming the field', async () => {
    const { requestID } = await send(buyer, {
      to: supplier,
      from: buyerCo,
      subject: 'Empty',
      message: 'Start',
    });
    for (const content of ['   ', 'x'.repeat(inquiryLimits.messageMax + 1)]) {
      const res = await reply(owner, requestID, supplier, content);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('body.content');
    }
  });

  it('ends a conversation for good: nothing more can be sent by either side', async () => {
    const { requestID } = await send(buyer, {
      to: supplier,
      from: buyerCo,
      subject: 'Closing',
      message: 'Start',
    });
    const ended = await call(
      member,
      'POST',
      `/api/business/request/${requestID}/end-request?bid=${supplier}`,
    );
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ status: 'closed', side: 'R' });
    for (const [user, bid] of [
      [buyer, buyerCo],
      [owner, supplier],
    ] as const) {
      const res = await reply(user, requestID, bid, 'Are you still there?');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(messages.chatEnded);
    }
    const again = await call(buyer, 'POST', `/api/business/request/${requestID}/end-request?bid=${buyerCo}`);
    expect(again.json().data.status).toBe('closed');
    expect((await read(buyer, requestID, buyerCo)).thread.closedAt).not.toBeNull();
  });
});

describe('notifications and mail of a new request', () => {
  it('notifies every person of the receiving business and writes the owner an e-mail with the link', async () => {
    const { requestID } = await send(stranger, {
      to: supplier,
      subject: 'Minimum order quantity',
      message: 'What is your MOQ?',
    });
    for (const user of [owner, admin, member]) {
      const list = (await call(user, 'GET', '/api/notifications?size=5')).json().data;
      expect(list.notifications[0]).toMatchObject({
        kind: 'inquiry',
        subject: 'Minimum order quantity',
        link: `/business/${supplier}/requests/${requestID}`,
        actor: { kind: 'user', id: stranger.userID },
      });
    }
    expect((await call(stranger, 'GET', '/api/notifications')).json().data.notifications).toEqual([]);
    const dir = join(t.config.dataDir, 'mail');
    const file = (await readdir(dir)).find((f) => f.includes(`inquiry-${requestID}`));
    expect(file).toBeDefined();
    const mail = await readFile(join(dir, file!), 'utf8');
    expect(mail).toContain(`To: ${owner.email}`);
    expect(mail).toContain(`/business/${supplier}/requests/${requestID}`);
  });

  it('gathers new messages of one thread on one unread notification, and marks read', async () => {
    const { requestID } = await send(stranger, { to: supplier, subject: 'Samples', message: 'Two samples?' });
    for (const text of ['Yes', 'Which size?', 'DN80']) await reply(owner, requestID, supplier, text);
    const list = (await call(stranger, 'GET', '/api/notifications')).json().data;
    const gathered = list.notifications.filter((n: { link: string }) => n.link.endsWith(requestID));
    expect(gathered).toHaveLength(1);
    expect(gathered[0]).toMatchObject({
      kind: 'message',
      count: 3,
      link: `/business/${stranger.userID}/requests/${requestID}`,
    });
    expect((await call(stranger, 'GET', '/api/notifications/unread')).json().data.unread).toBe(list.unread);
    const marked = await call(stranger, 'POST', '/api/notifications/read', {
      ids: [gathered[0].notificationID],
    });
    expect(marked.json().data.unread).toBe(list.unread - 1);
    await call(stranger, 'POST', '/api/notifications/read', {});
    expect((await call(stranger, 'GET', '/api/notifications/unread')).json().data.unread).toBe(0);
    await reply(owner, requestID, supplier, 'Shipped today');
    const next = (await call(stranger, 'GET', '/api/notifications?unread=true')).json().data;
    expect(next.notifications).toHaveLength(1);
    expect(next.notifications[0].count).toBe(1);
  });
});

describe('reading a thread', () => {
  it('marks its notifications read for the reader, and only theirs', async () => {
    const { requestID } = await send(stranger, {
      to: supplier,
      subject: 'Certificates',
      message: 'ISO 9001?',
    });
    await reply(owner, requestID, supplier, 'Yes, and ISO 14001.');
    const unreadOf = async (user: SignedInUser) =>
      (await call(user, 'GET', '/api/notifications?unread=true&size=50'))
        .json()
        .data.notifications.filter((n: { link: string }) => n.link.endsWith(requestID));
    expect(await unreadOf(stranger)).toHaveLength(1);
    expect(await unreadOf(admin)).toHaveLength(1);
    await read(stranger, requestID, stranger.userID);
    expect(await unreadOf(stranger)).toEqual([]);
    // The admin has not opened it: their notification of the new inquiry stays unread.
    expect(await unreadOf(admin)).toHaveLength(1);
    await read(admin, requestID, supplier);
    expect(await unreadOf(admin)).toEqual([]);
  });
});

describe('the inquiry rate limit', () => {
  it(`refuses a user's new inquiries over ${inquiryLimits.perHour} an hour with a readable 429`, async () => {
    const eager = await createSignedInUser(t);
    await call(eager, 'GET', '/api/user/profile');
    const statuses = await Promise.all(
      Array.from({ length: inquiryLimits.perHour + 3 }, (_, i) =>
        call(eager, 'POST', '/api/business/request', {
          to: supplier,
          subject: `Question ${i}`,
          message: 'Hello',
        }).then((r) => r.statusCode),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(inquiryLimits.perHour);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const refused = await call(eager, 'POST', '/api/business/request', {
      to: supplier,
      subject: 'More',
      message: 'Hi',
    });
    expect(refused.json().message).toMatch(/last hour/);
    // Replies are not counted.
    const threads = (await call(eager, 'GET', `/api/business/request?ubid=${eager.userID}`)).json().data
      .threads;
    expect((await reply(eager, threads[0].requestID, eager.userID, 'And one more thing')).statusCode).toBe(
      200,
    );
  });
});
