import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';
import { authHeaders, type SignedInUser } from './auth-helpers.ts';

export interface SignedForm {
  signedPost: { url: string; fields: Record<string, string> };
  token: string;
}

/** A signed upload form for the signed-in user (purpose inquiryAttachment unless `body` says otherwise). */
export async function askUploadForm(
  t: TestApp,
  user: SignedInUser,
  file: Buffer,
  body: Record<string, unknown>,
): Promise<SignedForm> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload-request/user',
    headers: authHeaders(user.token),
    payload: { fileSize: file.length, purpose: 'inquiryAttachment', ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SignedForm;
}

/** The browser's multipart POST of a signed form to the embedded storage: its fields first, then the file. */
export async function postUploadForm(
  t: TestApp,
  user: SignedInUser,
  signed: SignedForm,
  file: Buffer,
  type: string,
  filename: string,
) {
  const data = new FormData();
  for (const [k, v] of Object.entries(signed.signedPost.fields)) data.append(k, v);
  data.append('file', new Blob([new Uint8Array(file)], { type }), filename);
  const req = new Request('http://localhost/files/upload', { method: 'POST', body: data });
  return t.app.inject({
    method: 'POST',
    url: new URL(signed.signedPost.url).pathname,
    headers: { 'content-type': req.headers.get('content-type')!, ...authHeaders(user.token) },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}
