// Decision 150: a signed-in request is answered from the in-process session cache; revocations end access
// at once on the server that handled them, and within SESSION_CACHE_TTL_MS on every other server.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  anonymous,
  Client,
  PASSWORD,
  randomEmail,
  sessionCookie,
  signUp,
  useServers,
} from '../testing/app.ts';
import { ENGINES, useDatabase } from '../testing/engines.ts';
import type { Database } from '../storage/database.ts';
import { AUTH_TABLES } from '../storage/schema.ts';
import { SESSION_CACHE_TTL_MS, sessionCookieValue } from './session-cache.ts';

describe('sessionCookieValue', () => {
  const name = 'forkcast.session_token';
  it('finds the one session cookie among others', () => {
    expect(sessionCookieValue(`a=1; ${name}=tok.sig; b=2`, name)).toBe('tok.sig');
    expect(sessionCookieValue(`${name}=tok.sig`, name)).toBe('tok.sig');
    expect(sessionCookieValue(` ${name} = tok.sig ;`, name)).toBe('tok.sig');
  });
  it('answers null when absent, empty or sent twice (Better Auth then decides every time)', () => {
    expect(sessionCookieValue(undefined, name)).toBeNull();
    expect(sessionCookieValue('a=1; b=2', name)).toBeNull();
    expect(sessionCookieValue(`x${name}=tok.sig`, name)).toBeNull();
    expect(sessionCookieValue(`${name}=`, name)).toBeNull();
    expect(sessionCookieValue(`${name}=one.sig; ${name}=two.sig`, name)).toBeNull();
  });
});

/** A clock the test moves; the cache reads it, Better Auth keeps real time. */
function movableClock() {
  let offset = 0;
  return { now: () => Date.now() + offset, advance: (ms: number) => void (offset += ms) };
}

async function deleteSessionRows(database: Database, userId: string) {
  await database.db
    .deleteFrom(AUTH_TABLES.session as never)
    .where('userId' as never, '=', userId as never)
    .execute();
}

async function signInAgain(client: Client, email: string): Promise<Client> {
  const response = await anonymous(client.app).post('/api/auth/sign-in/email', { email, password: PASSWORD });
  expect(response.statusCode).toBe(200);
  return new Client(client.app, sessionCookie(response), client.userId);
}

describe.each(ENGINES)('session cache on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  it('answers a known session without the database, for at most the cache lifetime', async () => {
    const database = openDatabase();
    const clock = movableClock();
    const server = await start(database, { sessionCache: { now: clock.now } });
    const alice = await signUp(server.app);
    expect((await alice.get('/api/profile')).statusCode).toBe(200);
    expect(server.sessions.size).toBe(1);

    // The session rows vanish behind the server's back (another server revoked them): the cache still
    // answers, which shows it did not ask the database ...
    await deleteSessionRows(database, alice.userId!);
    expect((await alice.get('/api/profile')).statusCode).toBe(200);
    clock.advance(SESSION_CACHE_TTL_MS - 1000);
    expect((await alice.get('/api/profile')).statusCode).toBe(200);
    // ... and once its lifetime is over, the revocation holds.
    clock.advance(1001);
    expect((await alice.get('/api/profile')).statusCode).toBe(401);
    expect((await alice.get('/api/profile')).statusCode).toBe(401);
  });

  it('knows a cached session without a promise (decision 187), and only a live one', async () => {
    const database = openDatabase();
    const clock = movableClock();
    const server = await start(database, { sessionCache: { now: clock.now } });
    const alice = await signUp(server.app);
    const known = (cookie: string | undefined) =>
      server.sessions.cachedUserIdOf({ headers: { cookie } } as FastifyRequest);
    expect(known(alice.cookie!)).toBeUndefined();
    expect((await alice.get('/api/profile')).statusCode).toBe(200);
    expect(known(alice.cookie!)).toBe(alice.userId);
    expect(known(undefined)).toBeUndefined();
    expect(known('forkcast.session_token=forged.sig')).toBeUndefined();
    clock.advance(SESSION_CACHE_TTL_MS + 1);
    expect(known(alice.cookie!)).toBeUndefined();
    expect((await alice.get('/api/profile')).statusCode).toBe(200);
    expect(known(alice.cookie!)).toBe(alice.userId);
    server.sessions.forgetUser(alice.userId!);
    expect(known(alice.cookie!)).toBeUndefined();
  });

  it('sign-out ends access at once on its server, and within the lifetime on another', async () => {
    const database = openDatabase();
    const clock = movableClock();
    const one = await start(database, { sessionCache: { now: clock.now } });
    const two = await start(database, { sessionCache: { now: clock.now } });
    const alice = await signUp(one.app);
    const onTwo = alice.withApp(two.app);
    expect((await alice.get('/api/profile')).statusCode).toBe(200);
    expect((await onTwo.get('/api/profile')).statusCode).toBe(200);

    expect((await alice.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    // The stolen cookie is worth nothing on the server that signed out ...
    expect((await alice.get('/api/profile')).statusCode).toBe(401);
    expect((await alice.post('/api/favorites', { name: 'X', calories: 1 })).statusCode).toBe(401);
    // ... the other server still has it cached, until the bound of decision 150.
    expect((await onTwo.get('/api/profile')).statusCode).toBe(200);
    clock.advance(SESSION_CACHE_TTL_MS);
    expect((await onTwo.get('/api/profile')).statusCode).toBe(401);
  });

  it("account deletion ends every one of the account's sessions at once", async () => {
    const database = openDatabase();
    const server = await start(database);
    const email = randomEmail();
    const alice = await signUp(server.app, email);
    const phone = await signInAgain(alice, email);
    expect((await alice.get('/api/profile')).statusCode).toBe(200);
    expect((await phone.get('/api/profile')).statusCode).toBe(200);
    expect(server.sessions.size).toBe(2);

    expect((await alice.delete('/api/account')).statusCode).toBe(204);
    expect((await alice.get('/api/profile')).statusCode).toBe(401);
    expect((await phone.get('/api/profile')).statusCode).toBe(401);
  });

  it('revoking the other sessions ends them at once on this server', async () => {
    const database = openDatabase();
    const server = await start(database);
    const email = randomEmail();
    const alice = await signUp(server.app, email);
    const phone = await signInAgain(alice, email);
    expect((await phone.get('/api/profile')).statusCode).toBe(200);

    expect((await alice.post('/api/auth/revoke-other-sessions', {})).statusCode).toBe(200);
    expect((await phone.get('/api/profile')).statusCode).toBe(401);
    expect((await alice.get('/api/profile')).statusCode).toBe(200);
  });

  it('does not cache a forged or unknown cookie, and is off with a lifetime of 0', async () => {
    const database = openDatabase();
    const server = await start(database, { sessionCache: { ttlMs: 0 } });
    const alice = await signUp(server.app);
    expect(
      (await new Client(server.app, 'forkcast.session_token=forged.sig').get('/api/profile')).statusCode,
    ).toBe(401);
    expect((await alice.get('/api/profile')).statusCode).toBe(200);
    expect(server.sessions.size).toBe(0);
    await deleteSessionRows(database, alice.userId!);
    expect((await alice.get('/api/profile')).statusCode).toBe(401);
  });

  it('keeps at most its number of entries, dropping the oldest', async () => {
    const database = openDatabase();
    const server = await start(database, { sessionCache: { maxEntries: 2 } });
    const [a, b, c] = [await signUp(server.app), await signUp(server.app), await signUp(server.app)];
    for (const client of [a, b, c]) expect((await client.get('/api/profile')).statusCode).toBe(200);
    expect(server.sessions.size).toBe(2);
    // The oldest (a) was dropped: it goes back to the database, which no longer knows it.
    await deleteSessionRows(database, a.userId!);
    await deleteSessionRows(database, c.userId!);
    expect((await a.get('/api/profile')).statusCode).toBe(401);
    expect((await c.get('/api/profile')).statusCode).toBe(200);
  });
});
