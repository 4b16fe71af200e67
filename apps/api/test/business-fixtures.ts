import sharp from 'sharp';
import { expect } from 'vitest';
import type { BusinessProfileResponse, CreateBusiness, UploadPurpose } from '@wbn/contracts';
import type { TestApp } from './test-app.ts';
import { authHeaders, type SignedInUser } from './auth-helpers.ts';

/** Test helpers shared by the business, product and social tests (not a test file itself). */

export const validCreateBody = (overrides: Partial<CreateBusiness> = {}): CreateBusiness => ({
  companyName: 'Acme Industrial',
  categories: ['i0001.c0001-01', 'i0001.c0001-02'],
  businessType: 'MA',
  country: 'MX',
  state: 'MX-CMX',
  shortDescription:
    'Industrial robots and automation cells made in Mexico City for the whole of the Americas.',
  ...overrides,
});

export async function createBusiness(
  t: TestApp,
  user: SignedInUser,
  overrides: Partial<CreateBusiness> = {},
): Promise<BusinessProfileResponse['data']> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/business/profile/create',
    headers: authHeaders(user.token),
    payload: validCreateBody(overrides),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data;
}

export async function addMember(
  t: TestApp,
  owner: SignedInUser,
  businessID: string,
  user: SignedInUser,
  role: 'admin' | 'member',
): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/business/${businessID}/members`,
    headers: authHeaders(owner.token),
    payload: { email: user.email, role },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 10 } } })
    .png()
    .toBuffer();

/** Goes through the whole signed-POST flow and answers the upload token. */
export async function uploadImage(
  t: TestApp,
  user: SignedInUser,
  purpose: UploadPurpose,
  businessID?: string,
): Promise<string> {
  const file = await png();
  const ask = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload-request/business',
    headers: authHeaders(user.token),
    payload: {
      contentType: 'image/png',
      fileSize: file.length,
      purpose,
      ...(businessID ? { businessID } : {}),
    },
  });
  expect(ask.statusCode, ask.body).toBe(200);
  const signed = ask.json().data as {
    signedPost: { url: string; fields: Record<string, string> };
    token: string;
  };
  const data = new FormData();
  for (const [k, v] of Object.entries(signed.signedPost.fields)) data.append(k, v);
  data.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'photo.png');
  const req = new Request('http://localhost/files/upload', { method: 'POST', body: data });
  const up = await t.app.inject({
    method: 'POST',
    url: new URL(signed.signedPost.url).pathname,
    headers: { 'content-type': req.headers.get('content-type')!, ...authHeaders(user.token) },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  expect(up.statusCode, up.body).toBe(201);
  return signed.token;
}
