import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  attributes,
  cookieLine,
  CookieJar,
  get,
  post,
  setCookies,
  startHarness,
  type Harness,
} from './test-harness.ts';

const SESSION = 'forkcast.session_token';
const SECURE_SESSION = '__Secure-forkcast.session_token';
const SIGNED_IN = 'forkcast.signed_in';

let harness: Harness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function start(...args: Parameters<typeof startHarness>): Promise<Harness> {
  harness = await startHarness(...args);
  return harness;
}

async function countUsers(h: Harness): Promise<number> {
  const row = await h.db
    .selectFrom('auth_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('sign-up', () => {
  it('creates the account, signs it in and reports the new user once', async () => {
    const h = await start();
    const jar = new CookieJar();
    const response = await post(
      h.app,
      '/sign-up/email',
      { email: 'Ann@Example.com', password: 'secret1' },
      { jar },
    );

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user.email).toBe('ann@example.com');
    expect(h.created).toEqual([body.user.id]);
    expect(jar.has(SESSION)).toBe(true);
    const session = await get(h.app, '/api/auth/get-session', jar);
    expect(session.json().user.id).toBe(body.user.id);
  });

  it("refuses a password under 6 characters with the spec's message and stores nothing", async () => {
    const h = await start();
    const response = await post(h.app, '/sign-up/email', { email: 'ann@example.com', password: '12345' });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'password_too_short',
      message: 'Password must be at least 6 characters',
      field: 'body.password',
    });
    expect(response.json().message).toBe('Password must be at least 6 characters');
    expect(setCookies(response)).toEqual([]);
    expect(await countUsers(h)).toBe(0);
    expect(h.created).toEqual([]);
  });

  it('accepts exactly 6 and exactly 128 characters and refuses 129', async () => {
    const h = await start({ rateLimit: { enabled: false } });
    expect(
      (await post(h.app, '/sign-up/email', { email: 'six@example.com', password: '123456' })).statusCode,
    ).toBe(200);
    const long = await post(h.app, '/sign-up/email', {
      email: 'long@example.com',
      password: 'x'.repeat(128),
    });
    expect(long.statusCode).toBe(200);

    const tooLong = await post(h.app, '/sign-up/email', {
      email: 'huge@example.com',
      password: 'x'.repeat(129),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toEqual({
      code: 'password_too_long',
      message: 'Password must be at most 128 characters',
      field: 'body.password',
    });
    expect(await countUsers(h)).toBe(2);
  });

  it('refuses a second account for the same email (any case) without calling onUserCreated again', async () => {
    const h = await start();
    await post(h.app, '/sign-up/email', { email: 'ann@example.com', password: 'secret1' });
    const again = await post(h.app, '/sign-up/email', { email: 'ANN@example.com', password: 'another1' });

    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('user_already_exists_use_another_email');
    expect(setCookies(again)).toEqual([]);
    expect(h.created).toHaveLength(1);
    expect(await countUsers(h)).toBe(1);
  });

  it('answers bad bodies with a 400, never a 500', async () => {
    const h = await start({ rateLimit: { enabled: false } });
    const broken = await post(h.app, '/sign-up/email', '{"email":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('invalid_json');

    const notEmail = await post(h.app, '/sign-up/email', { email: 'not-an-email', password: 'secret1' });
    expect(notEmail.statusCode).toBe(400);
    expect(notEmail.json().error.code).toBe('validation_error');
    expect(notEmail.json().error.message).toMatch(/email/i);

    const array = await post(h.app, '/sign-up/email', [1, 2]);
    expect(array.statusCode).toBe(400);
    expect(typeof array.json().error.message).toBe('string');
    expect(await countUsers(h)).toBe(0);
  });
});

describe('sign-in, session and sign-out', () => {
  it('signs in with the right password; get-session and getSessionUserId see the user', async () => {
    const h = await start();
    const userId = (
      await post(h.app, '/sign-up/email', { email: 'ann@example.com', password: 'secret1' })
    ).json().user.id;
    const jar = new CookieJar();
    const response = await post(
      h.app,
      '/sign-in/email',
      { email: 'ann@example.com', password: 'secret1' },
      { jar },
    );

    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(userId);
    expect((await get(h.app, '/api/auth/get-session', jar)).json().user.email).toBe('ann@example.com');
    expect((await get(h.app, '/whoami', jar)).json()).toEqual({ userId });
  });

  it("refuses a wrong password or unknown email with Better Auth's clear message and no cookie", async () => {
    const h = await start();
    await post(h.app, '/sign-up/email', { email: 'ann@example.com', password: 'secret1' });
    for (const attempt of [
      { email: 'ann@example.com', password: 'secret2' },
      { email: 'nobody@example.com', password: 'secret1' },
    ]) {
      const response = await post(h.app, '/sign-in/email', attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({
        code: 'invalid_email_or_password',
        message: 'Invalid email or password',
      });
      expect(setCookies(response)).toEqual([]);
    }
  });

  it('without a cookie there is no session', async () => {
    const h = await start();
    const response = await get(h.app, '/api/auth/get-session');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
    expect((await get(h.app, '/whoami')).json()).toEqual({ userId: null });
  });

  it('answers a cookieless session check itself (decision 190) exactly as Better Auth answers one without a session', async () => {
    const h = await start();
    const bare = await h.app.inject({ method: 'GET', url: '/api/auth/get-session' });
    // An unrelated cookie: the check goes through Better Auth.
    const viaAuth = await h.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: 'theme=dark' },
    });
    for (const r of [bare, viaAuth]) {
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe('null');
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers['set-cookie']).toBeUndefined();
    }
  });

  it('a forged session cookie is not a session', async () => {
    const h = await start();
    const jar = new CookieJar();
    jar.store(`${SESSION}=not-a-real-token.signature; Path=/`);
    expect((await get(h.app, '/whoami', jar)).json()).toEqual({ userId: null });
  });

  it('sign-out clears the cookies and ends the session on the server too', async () => {
    const h = await start();
    const jar = new CookieJar();
    await post(h.app, '/sign-up/email', { email: 'ann@example.com', password: 'secret1' }, { jar });
    const stolen = jar.header();

    const out = await post(h.app, '/sign-out', '', { jar });
    expect(out.statusCode).toBe(200);
    expect(cookieLine(out, SESSION)).toMatch(/Max-Age=0/);
    expect(jar.has(SESSION)).toBe(false);
    expect((await get(h.app, '/api/auth/get-session', jar)).json()).toBeNull();

    const replay = await h.app.inject({ method: 'GET', url: '/whoami', headers: { cookie: stolen } });
    expect(replay.json()).toEqual({ userId: null });
  });
});

describe('cookies', () => {
  it('are HttpOnly, SameSite=Lax, Path=/ and not Secure over plain HTTP', async () => {
    const h = await start();
    const response = await post(h.app, '/sign-up/email', { email: 'ann@example.com', password: 'secret1' });
    const line = cookieLine(response, SESSION);

    expect(line).toBeDefined();
    const attrs = attributes(line!);
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain('path=/');
    expect(attrs).not.toContain('secure');
    expect(attrs.some((a) => a.startsWith('max-age='))).toBe(true);
  });

  it('are Secure (with the __Secure- prefix) when secureCookies is on', async () => {
    const h = await start({ secureCookies: true, baseURL: 'https://forkcast.example', trustedOrigins: [] });
    const response = await post(
      h.app,
      '/sign-up/email',
      { email: 'ann@example.com', password: 'secret1' },
      { origin: 'https://forkcast.example' },
    );
    expect(response.statusCode).toBe(200);
    const line = cookieLine(response, SECURE_SESSION);
    expect(line).toBeDefined();
    const attrs = attributes(line!);
    expect(attrs).toContain('secure');
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
  });

  it('carry a marker beside the session, readable by the page and holding no secret, set and cleared with it (decision 198)', async () => {
    const h = await start();
    const jar = new CookieJar();
    const up = await post(
      h.app,
      '/sign-up/email',
      { email: 'ann@example.com', password: 'secret1' },
      { jar },
    );
    const session = attributes(cookieLine(up, SESSION)!);
    const marker = cookieLine(up, SIGNED_IN);
    expect(marker).toMatch(/^forkcast\.signed_in=1;/);
    expect(attributes(marker!)).toEqual(session.filter((a) => a !== 'httponly'));
    expect(session).toContain('httponly');

    const out = await post(h.app, '/sign-out', '', { jar });
    expect(cookieLine(out, SIGNED_IN)).toMatch(/^forkcast\.signed_in=;.*Max-Age=0/);
    expect(attributes(cookieLine(out, SIGNED_IN)!)).not.toContain('httponly');
  });

  it('carry the marker as __Secure- and Secure when secureCookies is on', async () => {
    const h = await start({ secureCookies: true, baseURL: 'https://forkcast.example', trustedOrigins: [] });
    const response = await post(
      h.app,
      '/sign-up/email',
      { email: 'ann@example.com', password: 'secret1' },
      { origin: 'https://forkcast.example' },
    );
    const attrs = attributes(cookieLine(response, `__Secure-${SIGNED_IN}`)!);
    expect(attrs).toContain('secure');
    expect(attrs).not.toContain('httponly');
  });

  it('keeps several Set-Cookie headers of one response apart', async () => {
    const h = await start();
    await post(h.app, '/sign-up/email', { email: 'ann@example.com', password: 'secret1' });
    const response = await post(h.app, '/sign-in/email', {
      email: 'ann@example.com',
      password: 'secret1',
      rememberMe: false,
    });
    const names = setCookies(response).map((line) => line.slice(0, line.indexOf('=')));
    expect(names).toEqual(expect.arrayContaining([SESSION, 'forkcast.dont_remember']));
    expect(names.length).toBeGreaterThanOrEqual(2);
  });
});

describe('rate limits', () => {
  it('answers the 6th sign-in attempt within a minute with 429, even with the right password', async () => {
    const h = await start();
    await post(h.app, '/sign-up/email', { email: 'ann@example.com', password: 'secret1' });
    for (let i = 0; i < 5; i++) {
      const wrong = await post(h.app, '/sign-in/email', { email: 'ann@example.com', password: `wrong-${i}` });
      expect(wrong.statusCode).toBe(401);
    }
    const sixth = await post(h.app, '/sign-in/email', { email: 'ann@example.com', password: 'wrong-6' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('too_many_requests');
    expect(Number(sixth.headers['x-retry-after'])).toBeGreaterThan(0);

    const right = await post(h.app, '/sign-in/email', { email: 'ann@example.com', password: 'secret1' });
    expect(right.statusCode).toBe(429);
    expect(setCookies(right)).toEqual([]);
  });

  it('counts per client address, and a forged X-Forwarded-For or client-ip header does not reset it', async () => {
    const h = await start();
    const attempt = (opts: Parameters<typeof post>[3]) =>
      post(h.app, '/sign-in/email', { email: 'ann@example.com', password: 'wrong1' }, opts);
    for (let i = 0; i < 5; i++) expect((await attempt({ remoteAddress: '10.0.0.1' })).statusCode).toBe(401);

    expect(
      (
        await attempt({
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': '203.0.113.9', 'x-forkcast-client-ip': '203.0.113.10' },
        })
      ).statusCode,
    ).toBe(429);
    expect((await attempt({ remoteAddress: '10.0.0.2' })).statusCode).toBe(401);
  });

  it('limits sign-up to 5 a minute per address', async () => {
    const h = await start();
    for (let i = 0; i < 5; i++) {
      const ok = await post(h.app, '/sign-up/email', { email: `user${i}@example.com`, password: 'secret1' });
      expect(ok.statusCode).toBe(200);
    }
    const sixth = await post(h.app, '/sign-up/email', { email: 'user6@example.com', password: 'secret1' });
    expect(sixth.statusCode).toBe(429);
    expect(await countUsers(h)).toBe(5);
  });

  it('does not limit get-session, and keeps the limit in the database', async () => {
    const h = await start();
    for (let i = 0; i < 120; i++) expect((await get(h.app, '/api/auth/get-session')).statusCode).toBe(200);
    await post(h.app, '/sign-in/email', { email: 'ann@example.com', password: 'wrong1' });
    const rows = await h.db.selectFrom('auth_rate_limit').selectAll().execute();
    // Per address (Better Auth's key) and per account (decision 110).
    expect(rows.map((r) => r.key).sort()).toEqual([
      '127.0.0.1|/sign-in/email',
      'account|sign-in|ann@example.com',
    ]);
  });

  it('is off when disabled', async () => {
    const h = await start({ rateLimit: { enabled: false } });
    for (let i = 0; i < 8; i++) {
      const wrong = await post(h.app, '/sign-in/email', { email: 'ann@example.com', password: 'wrong1' });
      expect(wrong.statusCode).toBe(401);
    }
  });
});

describe('origin check (CSRF)', () => {
  it('refuses a cookie-carrying POST from an untrusted origin and accepts a trusted one', async () => {
    const h = await start({ trustedOrigins: ['http://localhost:5173'] });
    const jar = new CookieJar();
    await post(h.app, '/sign-up/email', { email: 'ann@example.com', password: 'secret1' }, { jar });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const evil = await post(h.app, '/sign-out', '', { jar: new CookieJar(), origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(200); // no cookie: nothing to forge

    const forged = await h.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: jar.header(), origin: 'https://evil.example', 'content-type': 'application/json' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('invalid_origin');
    expect((await get(h.app, '/whoami', jar)).json().userId).not.toBeNull();

    const noOrigin = await h.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: jar.header(), 'content-type': 'application/json' },
    });
    expect(noOrigin.statusCode).toBe(403);
    // Refusals go to the server's log as warnings, at most one a minute per address (issue 11).
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();

    const dev = await post(h.app, '/sign-out', '', { jar, origin: 'http://localhost:5173' });
    expect(dev.statusCode).toBe(200);
    expect((await get(h.app, '/whoami', jar)).json().userId).toBeNull();
  });

  it('refuses a sign-in posted from another site', async () => {
    const h = await start();
    await post(h.app, '/sign-up/email', { email: 'ann@example.com', password: 'secret1' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await post(
      h.app,
      '/sign-in/email',
      { email: 'ann@example.com', password: 'secret1' },
      { origin: 'https://evil.example' },
    );
    logged.mockRestore();
    expect(response.statusCode).toBe(403);
    expect(setCookies(response)).toEqual([]);
  });
});

describe('unknown auth paths', () => {
  it('answer 404 in the API error shape', async () => {
    const h = await start();
    for (const url of ['/api/auth/no-such-endpoint', '/api/auth/sign-in/email']) {
      const response = await get(h.app, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'not_found', message: 'Not found' });
    }
  });
});

describe('migrations', () => {
  it('can run again on an up-to-date database', async () => {
    const h = await start();
    const { migrateAuth } = await import('./auth.ts');
    await migrateAuth(h.auth);
    const tables = (await h.db.introspection.getTables()).map((t) => t.name).sort();
    expect(tables).toEqual([
      'auth_account',
      'auth_rate_limit',
      'auth_session',
      'auth_user',
      'auth_verification',
    ]);
  });
});
