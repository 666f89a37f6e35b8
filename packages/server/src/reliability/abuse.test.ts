// Issue 11, the red-team findings about accounts and replies, end to end on each engine: data replies are not
// cacheable, account endpoints validate user fields like the rest of the API, import refuses future days as
// adding does, refused strangers cannot fill the error log, sign-in is limited per account across addresses
// and across servers sharing one database, and a password change signs out the other sessions.
import { Writable } from 'node:stream';
import { DEFAULT_PROFILE, FUTURE_DATE_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '@forkcast/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_SIGN_IN_LIMIT } from '../auth/auth.ts';
import { createServer } from '../server.ts';
import type { ForkcastServer } from '../server.ts';
import type { Database } from '../storage/database.ts';
import {
  anonymous,
  Client,
  fixedClock,
  item,
  PASSWORD,
  randomEmail,
  sessionCookie,
  signUp,
  TEST_SECRET,
  testConfig,
  TODAY,
  useServers,
} from '../testing/app.ts';
import { ENGINES, useDatabase } from '../testing/engines.ts';

describe.each(ENGINES)('abuse of accounts and replies on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();
  const limited: ForkcastServer[] = [];
  afterEach(async () => {
    await Promise.all(limited.splice(0).map((s) => s.close()));
  });
  /** With the real sign-in limits (useServers turns them off). */
  const startLimited = async (database: Database, logger?: Writable) => {
    const server = await createServer({
      config: testConfig,
      database,
      authSecret: TEST_SECRET,
      webRoot: null,
      clock: fixedClock(),
      authRateLimit: true,
      ...(logger && { logger: { level: 'info', stream: logger } }),
    });
    limited.push(server);
    return server;
  };

  it('sends Cache-Control: no-store on every data reply, errors included', async () => {
    const { app } = await start(openDatabase());
    const alice = await signUp(app);
    await alice.put('/api/profile', DEFAULT_PROFILE);
    for (const response of [
      await alice.get('/api/profile'),
      await alice.get(`/api/days/${TODAY}`),
      await alice.get('/api/favorites'),
      await alice.get('/api/suggestions?q='),
      await alice.get('/api/auth/get-session'),
      await anonymous(app).get('/api/profile'),
      await alice.get('/api/days/not-a-date'),
    ]) {
      expect(response.headers['cache-control'], response.body.slice(0, 80)).toBe('no-store');
    }
  });

  it('validates the fields of update-user like the rest of the API: an object or a NUL is a 400', async () => {
    const { app } = await start(openDatabase());
    const alice = await signUp(app);
    for (const body of [
      { name: { $ne: 1 } },
      { name: 'Ann\u0000' },
      { name: ['Ann'] },
      { email: 'other@example.com' },
      { name: 'x'.repeat(101) },
    ]) {
      const response = await alice.post('/api/auth/update-user', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
    }
    expect((await alice.get('/api/auth/get-session')).json().user.name).toBe('');
    const renamed = await alice.post('/api/auth/update-user', { name: 'Ann' });
    expect(renamed.statusCode).toBe(200);
    expect((await alice.get('/api/auth/get-session')).json().user.name).toBe('Ann');
    // Sign-up and sign-in take the same rules.
    const odd = await anonymous(app).post('/api/auth/sign-up/email', {
      email: randomEmail(),
      password: PASSWORD,
      name: { $gt: '' },
    });
    expect(odd.statusCode).toBe(400);
    const nul = await anonymous(app).post('/api/auth/sign-in/email', { email: { $ne: 1 }, password: 'x' });
    expect(nul.statusCode).toBe(400);
  });

  it('refuses an import with items after today with the message adding uses, and stores nothing', async () => {
    const { app } = await start(openDatabase());
    const alice = await signUp(app);
    const response = await alice.post('/api/import', {
      days: [
        { date: TODAY, items: [{ ...item('Toast'), id: 'a', timestamp: 1 }] },
        { date: '9999-12-31', items: [{ ...item('Later'), id: 'b', timestamp: 1 }] },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'future_date', message: FUTURE_DATE_MESSAGE });
    expect((await alice.get(`/api/days/${TODAY}`)).json().items).toEqual([]);
    // The user's own day decides: in Kiritimati (UTC+14) the 16th has begun.
    const east = await alice.post(
      '/api/import',
      { days: [{ date: '2026-03-16', items: [{ ...item('Breakfast'), id: 'c', timestamp: 1 }] }] },
      { 'x-time-zone': 'Pacific/Kiritimati' },
    );
    expect(east.statusCode).toBe(200);
  });

  it('logs refused foreign-origin auth requests at most once per address a minute, never as errors', async () => {
    const lines: { level: number; msg: string }[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const { app } = await startLimited(openDatabase(), sink);
    const stranger = (address: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        remoteAddress: address,
        headers: {
          origin: 'https://evil.example',
          cookie: 'forkcast.session_token=x',
          'content-type': 'application/json',
        },
        payload: '{}',
      });
    for (let n = 0; n < 20; n++) expect((await stranger('198.51.100.7')).statusCode).toBe(403);
    expect((await stranger('198.51.100.8')).statusCode).toBe(403);
    const refusals = lines.filter((l) => /origin/i.test(l.msg));
    // pino levels: 40 warn, 50 error. One line per address.
    expect(refusals.map((l) => l.level)).toEqual([40, 40]);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('limits sign-in per account across addresses and across servers on one database', async () => {
    const database = openDatabase();
    const a = await startLimited(database);
    const b = await startLimited(database);
    const email = randomEmail();
    await signUp(a.app, email);
    const statuses: number[] = [];
    // The red team's case was 100 wrong passwords from 68 addresses; 30 from 15 addresses is already six times
    // what the per-address limit alone would allow (5 each), and keeps the suite fast. Two servers alternate.
    for (let n = 0; n < 30; n++) {
      const response = await (n % 2 === 0 ? a : b).app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: `10.0.0.${(n % 15) + 1}`,
        headers: { origin: testConfig.publicUrl, 'content-type': 'application/json' },
        payload: JSON.stringify({ email, password: `wrong-${n}` }),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429 && n > ACCOUNT_SIGN_IN_LIMIT.max) {
        expect(response.json().error.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
      }
    }
    // Per address the limit is 5 a minute; 15 addresses would have allowed every guess.
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_SIGN_IN_LIMIT.max);
    expect(statuses.slice(ACCOUNT_SIGN_IN_LIMIT.max).every((s) => s === 429)).toBe(true);
    // Locked for the window, even with the right password from a fresh address; other accounts are not.
    const right = await b.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.9.9.9',
      headers: { origin: testConfig.publicUrl, 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(right.statusCode).toBe(429);
    const other = randomEmail();
    await signUp(b.app, other);
    const fine = await anonymous(a.app).post('/api/auth/sign-in/email', { email: other, password: PASSWORD });
    expect(fine.statusCode).toBe(200);
  });

  it('limits analyses per client across servers on one database (decision 114)', async () => {
    const database = openDatabase();
    const servers: ForkcastServer[] = [];
    // One after the other: on SQLite a second server's migrations must find the first one's tables.
    for (let n = 0; n < 2; n++) {
      const server = await createServer({
        config: { ...testConfig, analyzeRateLimit: 3 },
        database,
        authSecret: TEST_SECRET,
        webRoot: null,
        clock: fixedClock(),
        authRateLimit: false,
      });
      limited.push(server);
      servers.push(server);
    }
    const analyze = (n: number, remoteAddress: string) =>
      servers[n % 2]!.app.inject({
        method: 'POST',
        url: '/api/analyze/text',
        remoteAddress,
        headers: { origin: testConfig.publicUrl, 'content-type': 'application/json' },
        payload: JSON.stringify({ text: '2 eggs' }),
      });
    // Each server alone allows 3 a minute; counted in its memory, alternating would have allowed 6.
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await analyze(n, '10.1.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const refused = await analyze(1, '10.1.0.1');
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is counted apart.
    expect((await analyze(0, '10.1.0.2')).statusCode).toBe(200);
  });

  it('revokes the other sessions when the password changes, keeps this one, and the new password works', async () => {
    const { app } = await start(openDatabase());
    const email = randomEmail();
    const here = await signUp(app, email);
    const signIn = async (password: string) =>
      anonymous(app).post('/api/auth/sign-in/email', { email, password });
    const elsewhereResponse = await signIn(PASSWORD);
    const elsewhere = new Client(app, sessionCookie(elsewhereResponse));
    expect((await elsewhere.get('/api/profile')).statusCode).toBe(200);

    // The client does not ask for revocation; the server does it anyway.
    const changed = await here.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'a new password',
      revokeOtherSessions: false,
    });
    expect(changed.statusCode).toBe(200);
    expect((await elsewhere.get('/api/profile')).statusCode).toBe(401);
    const stillHere = new Client(app, sessionCookie(changed));
    expect((await stillHere.get('/api/profile')).statusCode).toBe(200);
    expect((await signIn(PASSWORD)).statusCode).toBe(401);
    expect((await signIn('a new password')).statusCode).toBe(200);

    const short = await stillHere.post('/api/auth/change-password', {
      currentPassword: 'a new password',
      newPassword: '12345',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('password_too_short');
  });
});
