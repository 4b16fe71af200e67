import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, usaStates, type EnquiryInput } from '@wbn/contracts';
import { eq, tables } from '@wbn/db';
import { parseOutboxMail } from '../../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `.tmp/test-needhelp-${process.pid}-${Date.now()}` });
});
afterAll(async () => {
  await rm(t.config.dataDir, { recursive: true, force: true });
  await t.close();
});

const complete: EnquiryInput = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  businessName: 'Aceros del Bajío',
  businessType: 'MA',
  website: 'www.aceros-bajio.example',
  address: 'Av. Industria 120',
  zipcode: '36500',
  city: 'Irapuato',
  country: 'MX',
  companyPhone: '+52 (462) 123-4567',
  companyFax: '+52 462 123 4568',
  totalEmployees: 180,
  salesEmployees: 12,
  mobilePhone: '+52 1 462 765 4321',
  email: 'ana.ruiz@aceros-bajio.example',
  buyProduct1: 'Cold-rolled steel coil',
  sellProduct1: 'Stamped brackets',
  sellProduct2: 'Welded frames',
  moreInfoBuy: 'About 40 t a month, CIF Manzanillo.',
  moreInfoSell: 'Looking for distributors in Texas.',
};

let ipCounter = 1;
/** Each case comes from its own address, so the rate limit only bites where a test wants it. */
const send = (body: unknown, ip = `10.1.0.${ipCounter++}`, host = 'mexico.localhost:3000') =>
  t.app.inject({
    method: 'POST',
    url: '/api/needhelp/send',
    remoteAddress: ip,
    headers: { host },
    payload: body as object,
  });

describe('POST /api/needhelp/send', () => {
  it('stores a complete enquiry, writes the support notification and answers 201 with its id', async () => {
    const jobs = (await t.app.inject({ method: 'GET', url: '/api/ref-data/job-position' })).json().data;
    const industries = (await t.app.inject({ method: 'GET', url: '/api/catsys/industry' })).json().data;
    const res = await send({ ...complete, jobPosition: jobs[0].jobPositionID, industry: industries[0].id });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, data: { enquiryID: expect.any(String) } });

    const [row] = await t.db
      .select()
      .from(tables.needhelpEnquiries)
      .where(eq(tables.needhelpEnquiries.id, body.data.enquiryID));
    expect(row).toMatchObject({
      businessName: 'Aceros del Bajío',
      companyPhone: '+52 (462) 123-4567',
      email: 'ana.ruiz@aceros-bajio.example',
      country: 'MX',
      jobPosition: jobs[0].jobPositionID,
      industry: industries[0].id,
      totalEmployees: 180,
      buyProducts: ['Cold-rolled steel coil'],
      sellProducts: ['Stamped brackets', 'Welded frames'],
      moreInfoBuy: 'About 40 t a month, CIF Manzanillo.',
      portal: 'mexico',
      status: 'new',
    });

    const mailDir = join(t.config.dataDir, 'mail');
    const files = (await readdir(mailDir)).filter((f) => f.includes(body.data.enquiryID));
    expect(files).toHaveLength(1);
    const mail = parseOutboxMail(files[0]!, await readFile(join(mailDir, files[0]!), 'utf8'));
    expect(mail.to).toBe(t.config.supportEmail);
    expect(mail.headers['reply-to']).toBe('Ana Ruiz <ana.ruiz@aceros-bajio.example>');
    // Sent from the Mexico portal: the team's copy is in the request's language, Spanish.
    expect(mail.language).toBe('es');
    expect(mail.subject).toBe('Solicitud de ayuda comercial: Aceros del Bajío (mexico)');
    expect(mail.body).toContain('Teléfono de la empresa: +52 (462) 123-4567');
    expect(mail.body).toContain('Total de empleados: 180');
    expect(mail.body).toContain('Welded frames');
    expect(mail.body).toContain('Responda en un plazo de 24 horas, como promete la página Contacto.');
  });

  it('needs only the company telephone and the e-mail; empty optional fields are dropped', async () => {
    const res = await send({
      companyPhone: '305 555 0143',
      email: 'buyer@example.com',
      website: '',
      firstName: '  ',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(tables.needhelpEnquiries)
      .where(eq(tables.needhelpEnquiries.id, res.json().data.enquiryID));
    expect(row).toMatchObject({ firstName: null, website: null, buyProducts: [], portal: 'mexico' });
  });

  it("writes the team's copy in the request's language: the page's, else the portal's", async () => {
    const copyOf = async (headers: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/needhelp/send',
        remoteAddress: `10.1.0.${ipCounter++}`,
        headers,
        payload: { companyPhone: '305 555 0143', email: 'buyer@example.com', totalEmployees: 1250 },
      });
      expect(res.statusCode, res.body).toBe(201);
      const file = (await readdir(join(t.config.dataDir, 'mail'))).find((f) =>
        f.includes(res.json().data.enquiryID),
      );
      return parseOutboxMail(file!, await readFile(join(t.config.dataDir, 'mail', file!), 'utf8'));
    };
    const zh = await copyOf({ host: 'mexico.localhost:3000', 'accept-language': 'zh-CN' });
    expect(zh.language).toBe('zh');
    expect(zh.subject).toBe('商务协助咨询：（未填写姓名）（mexico）');
    expect(zh.body).toContain('员工总数：1,250');
    const en = await copyOf({ host: 'localhost:3000' });
    expect(en.language).toBe('en');
    expect(en.headers['reply-to']).toBe('"(no name given)" <buyer@example.com>');
    expect(en.subject).toBe('Need business help: (no name given) (global)');
    expect(en.body).toContain('Total employees: 1,250\n');
    expect(en.body).toContain('Products they want to buy:\n  (none)\n');
    expect(en.body).toContain('More about what they want to buy:\n  (nothing added)\n');
    expect(en.body).toContain('Please answer within 24 hours, as the Contact us page promises.');
    const de = await copyOf({ host: 'germany.localhost:3000' });
    expect(de.body).toContain('Mitarbeiter gesamt: 1.250');
  });

  it('refuses a missing or malformed telephone and e-mail with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'a@b.example' }, 'body.companyPhone'],
      [{ companyPhone: '', email: 'a@b.example' }, 'body.companyPhone'],
      [{ companyPhone: '12-34', email: 'a@b.example' }, 'body.companyPhone'],
      [{ companyPhone: 'call me maybe', email: 'a@b.example' }, 'body.companyPhone'],
      [{ companyPhone: '305 555 0143' }, 'body.email'],
      [{ companyPhone: '305 555 0143', email: 'not-an-address' }, 'body.email'],
    ];
    for (const [body, path] of cases) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, name: 'ValidationError' });
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
  });

  it('accepts 512 characters in moreInfoBuy and moreInfoSell and refuses 513', async () => {
    const ok = await send({ ...complete, moreInfoBuy: 'x'.repeat(512), moreInfoSell: 'y'.repeat(512) });
    expect(ok.statusCode).toBe(201);
    for (const field of ['moreInfoBuy', 'moreInfoSell']) {
      const res = await send({ ...complete, [field]: 'x'.repeat(513) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe(`body.${field}`);
    }
  });

  it('refuses reference values that do not exist, unknown fields, and a USA state outside the USA', async () => {
    for (const [patch, path] of [
      [{ businessType: 'ZZ' }, 'body.businessType'],
      [{ jobPosition: 'no-such-position' }, 'body.jobPosition'],
      [{ industry: 'no-such-industry' }, 'body.industry'],
      [{ country: 'ZZ' }, 'body.country'],
      [{ usaState: 'XX' }, 'body.usaState'],
      [{ usaState: 'TX' }, 'body.usaState'], // country is MX
    ] as const) {
      const res = await send({ ...complete, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const extra = await send({ ...complete, admin: true });
    expect(extra.statusCode).toBe(400);
    const texas = await send({ ...complete, country: 'US', usaState: 'TX' });
    expect(texas.statusCode).toBe(201);
    expect(usaStates).toHaveLength(51);
  });

  it('is described in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const op = res.json().paths['/api/needhelp/send'].post;
    expect(op.requestBody.content['application/json'].schema.required).toEqual(['companyPhone', 'email']);
  });

  it('never answers bad input with a 5xx', async () => {
    for (const payload of ['not json', '[]', 'null', '{"companyPhone": 5, "email": []}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/needhelp/send',
        remoteAddress: `10.2.0.${ipCounter++}`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('refuses an abusive rate from one address with 429 and the error envelope', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 5; i++) expect((await send(complete, ip)).statusCode).toBe(201);
    const res = await send(complete, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, name: 'TooManyRequests' });
    expect((await send(complete, '10.3.0.2')).statusCode).toBe(201);
    // The web form shows the spec's failure toast for any failure, this one included.
    expect(messages.enquiryFailed).toMatch(/try again in a few hours/);
  });
});
