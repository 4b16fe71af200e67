import sharp from 'sharp';
import { expect } from 'vitest';
import type { BusinessProfileResponse, CreateBusiness, MyInvitation, UploadPurpose } from '@wbn/contracts';
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

/**
 * Makes `user` a member of the business the way people join: the owner (or an admin) invites
 * their e-mail address and they accept.
 */
export async function addMember(
  t: TestApp,
  owner: SignedInUser,
  businessID: string,
  user: SignedInUser,
  role: 'admin' | 'member',
): Promise<void> {
  const invite = await t.app.inject({
    method: 'POST',
    url: `/api/business/${businessID}/invitations`,
    headers: authHeaders(owner.token),
    payload: { email: user.email, role },
  });
  expect(invite.statusCode, invite.body).toBe(200);
  const invitationID = await invitationTo(t, user, businessID);
  const accept = await t.app.inject({
    method: 'POST',
    url: `/api/business/invitations/${invitationID}/accept`,
    headers: authHeaders(user.token),
  });
  expect(accept.statusCode, accept.body).toBe(200);
}

/** The id of the open invitation `user` holds to the business (their profile row is made first). */
export async function invitationTo(t: TestApp, user: SignedInUser, businessID: string): Promise<string> {
  const mine = await t.app.inject({
    method: 'GET',
    url: '/api/business/invitations/mine',
    headers: authHeaders(user.token),
  });
  expect(mine.statusCode, mine.body).toBe(200);
  const found = (mine.json().data as MyInvitation[]).find((i) => i.business.businessID === businessID);
  expect(found, `no open invitation to ${businessID} for ${user.email}`).toBeDefined();
  return found!.invitationID;
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
