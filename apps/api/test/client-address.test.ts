import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, tables } from '@wbn/db';
import type { EnquiryInput } from '@wbn/contracts';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Finding 2 of issue 27: the client address (rate limits, the enquiry's record) is the socket's
// unless TRUST_PROXY names the hops in front, and then the right-most address they did not write.

const enquiry: EnquiryInput = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  businessName: 'Aceros del Bajío',
  businessType: 'MA',
  address: 'Av. Industria 120',
  zipcode: '36500',
  city: 'Irapuato',
  country: 'MX',
  companyPhone: '+52 (462) 123-4567',
  totalEmployees: 180,
  salesEmployees: 12,
  mobilePhone: '+52 1 462 765 4321',
  email: 'ana.ruiz@aceros-bajio.example',
  buyProduct1: 'Cold-rolled steel coil',
};

const health = (t: TestApp, socket: string, forwardedFor: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/health/constant',
    remoteAddress: socket,
    headers: { 'x-forwarded-for': forwardedFor },
  });

const sendEnquiry = (t: TestApp, socket: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/needhelp/send',
    remoteAddress: socket,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: enquiry,
  });

const storedAddress = async (t: TestApp, id: string) =>
  (await t.db.select().from(tables.needhelpEnquiries).where(eq(tables.needhelpEnquiries.id, id)))[0]
    ?.ipAddress;

describe('with the default TRUST_PROXY (none): the socket is the client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => t?.close());

  it('the /api rate limit and the enquiry limit hold with a rotating X-Forwarded-For, and the enquiry stores the socket', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await health(t, '192.0.2.10', `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);

    const sent = await sendEnquiry(t, '192.0.2.20', '6.6.6.6');
    expect(sent.statusCode).toBe(201);
    expect(await storedAddress(t, sent.json().data.enquiryID)).toBe('192.0.2.20');
    const more: number[] = [];
    for (let i = 0; i < 5; i++) more.push((await sendEnquiry(t, '192.0.2.20', `6.6.6.${i + 7}`)).statusCode);
    expect(more).toEqual([201, 201, 201, 201, 429]);
  });
});

describe.each([
  ['the proxy range', '10.0.0.0/8'],
  ['one hop', '1'],
])('with TRUST_PROXY naming %s', (_what, setting) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: setting });
  });
  afterAll(() => t?.close());

  it('takes the right-most address the proxy wrote, whatever the client put before it', async () => {
    const proxy = '10.0.0.7';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await health(t, proxy, `1.1.1.${i}, 203.0.113.9`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another client behind the same proxy has its own count.
    expect((await health(t, proxy, '1.1.1.1, 203.0.113.10')).statusCode).toBe(200);

    const sent = await sendEnquiry(t, proxy, '6.6.6.6, 203.0.113.11');
    expect(sent.statusCode).toBe(201);
    expect(await storedAddress(t, sent.json().data.enquiryID)).toBe('203.0.113.11');
  });
});

describe('TRUST_PROXY', () => {
  it('reads none, a count, or addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it.each(['true', '10.0.0.0/33', 'proxy.example'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});
