import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { runOperatorCommand } from './operator-command.ts';

// The operator guard's refusal is a 403 and a `warn` line naming the user, the role held and the
// route (decision 0025), read from the app's own log output.

let t: TestApp;
let member: SignedInUser;
let moderator: SignedInUser;
const lines: Record<string, unknown>[] = [];

const refusals = () => lines.filter((l) => l.msg === 'operator route refused');

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
  member = await createSignedInUser(t);
  moderator = await createSignedInUser(t);
  expect((await runOperatorCommand(t.db, ['grant', moderator.email, 'moderator'])).code).toBe(0);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the operator guard’s log', () => {
  it('logs a warning with the user, no role and the route when a member calls an operator route', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/queue',
      headers: authHeaders(member.token),
    });
    expect(res.statusCode).toBe(403);
    expect(refusals()).toEqual([
      expect.objectContaining({
        level: 40,
        userID: member.userID,
        role: null,
        needed: 'moderator',
        route: '/api/admin/queue',
        method: 'GET',
      }),
    ]);
  });

  it('names the role held and the route pattern when a moderator calls an administrator’s route', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/operators/${member.userID}`,
      headers: authHeaders(moderator.token),
    });
    expect(res.statusCode).toBe(403);
    expect(refusals()).toEqual([
      expect.objectContaining({
        level: 40,
        userID: moderator.userID,
        role: 'moderator',
        needed: 'admin',
        route: '/api/admin/operators/:userID',
        method: 'DELETE',
      }),
    ]);
  });

  it('logs no refusal for an allowed call or for a caller without a session (401)', async () => {
    lines.length = 0;
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/queue',
      headers: authHeaders(moderator.token),
    });
    expect(allowed.statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/queue' });
    expect(anonymous.statusCode).toBe(401);
    expect(lines.some((l) => l.msg === 'request completed')).toBe(true);
    expect(refusals()).toEqual([]);
  });
});
