// Issue 7 part 2: the security checklist, end to end through the real app on each engine. Sessions: every
// data endpoint needs one, and one user's ids are another's 404. Cookies: httpOnly, SameSite. Cross-site
// writes: refused. Headers: CSP with frame-ancestors, nosniff. Passwords: the 6th wrong one in a minute is a
// 429. Secrets: none in what the browser downloads, and nothing outside the web build is served.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PROFILE } from '@forkcast/core';
import type { DailyIntake, Favorite } from '@forkcast/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServer } from '../server.ts';
import type { ForkcastServer } from '../server.ts';
import {
  anonymous,
  dataEndpoints,
  type EndpointCall,
  Client,
  fixedClock,
  item,
  PASSWORD,
  randomEmail,
  sessionCookie,
  signUp,
  TEST_ORIGIN,
  TEST_SECRET,
  testConfig,
  TODAY,
  useServers,
} from '../testing/app.ts';
import { ENGINES, useDatabase } from '../testing/engines.ts';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const WEB = path.join(REPO, 'packages/web');
const DATE = '2026-03-10';

const send = (client: Client, [method, url, body]: EndpointCall) => client.request(method, url, body);

function expectError(response: LightMyRequestResponse, status: number, context: string) {
  expect(response.statusCode, `${context}: ${response.body.slice(0, 200)}`).toBe(status);
  expect(response.json(), context).toMatchObject({
    error: { code: expect.any(String), message: expect.any(String) },
  });
}

function setCookies(response: LightMyRequestResponse): string[] {
  const raw = response.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
}

async function aliceWithData(app: ForkcastServer['app']) {
  const alice = await signUp(app);
  await alice.put('/api/profile', { ...DEFAULT_PROFILE, age: 52 });
  const day = (
    await alice.post(`/api/days/${DATE}/items`, { items: [item('Hidden', 50, { notes: 'private' })] })
  ).json<DailyIntake>();
  const favorite = (await alice.post('/api/favorites', item('Hidden', 50))).json<Favorite>();
  return { alice, itemId: day.items[0]!.id, favoriteId: favorite.id };
}

/** Alice's whole export without its timestamp: what must not move. */
async function exportOf(client: Client): Promise<unknown> {
  const { exportedAt: _, ...rest } = (await client.get('/api/export')).json<Record<string, unknown>>();
  return rest;
}

describe.each(ENGINES)('security on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  it('answers 401 on every data endpoint without a session, or with a forged or ended one', async () => {
    const { app } = await start(openDatabase());
    const { alice, itemId, favoriteId } = await aliceWithData(app);
    const before = await exportOf(alice);

    // A second session, ended by signing out: its cookie must be worth nothing afterwards.
    const signIn = await anonymous(app).post('/api/auth/sign-in/email', {
      email: await emailOf(alice),
      password: PASSWORD,
    });
    const ended = new Client(app, sessionCookie(signIn));
    expect((await ended.get('/api/profile')).statusCode).toBe(200);
    expect((await ended.post('/api/auth/sign-out', {})).statusCode).toBe(200);

    const strangers = [
      anonymous(app),
      ended,
      new Client(app, 'forkcast.session_token=forged.signature'),
      new Client(
        app,
        `forkcast.session_token=${encodeURIComponent(alice.cookie!.split('=')[1]!.split('.')[0]!)}`,
      ),
    ];
    for (const stranger of strangers) {
      for (const call of dataEndpoints(DATE, itemId, favoriteId)) {
        const response = await send(stranger, call);
        expectError(response, 401, `${call[0]} ${call[1]} as ${stranger.cookie ?? 'nobody'}`);
        expect(response.json()).toEqual({
          error: { code: 'unauthorized', message: 'No authenticated user' },
        });
      }
    }
    expect(await exportOf(alice)).toEqual(before);
  });

  it("answers 404 to another user's ids and changes nothing of theirs", async () => {
    const { app } = await start(openDatabase());
    const { alice, itemId, favoriteId } = await aliceWithData(app);
    const bob = await signUp(app);
    const before = await exportOf(alice);

    for (const call of [
      ['PATCH', `/api/days/${DATE}/items/${itemId}`, { calories: 1 }],
      ['DELETE', `/api/days/${DATE}/items/${itemId}`],
      ['PATCH', `/api/favorites/${favoriteId}`, { calories: 1 }],
      ['DELETE', `/api/favorites/${favoriteId}`],
    ] as EndpointCall[]) {
      expectError(await send(bob, call), 404, `${call[0]} ${call[1]}`);
    }
    // Bob's own reads never show Alice's rows, even with her ids and her food's name.
    expect((await bob.get(`/api/days/${DATE}`)).json<DailyIntake>().items).toEqual([]);
    expect((await bob.get('/api/suggestions?q=hidden')).json()).toEqual({ suggestions: [] });
    expect((await bob.get('/api/export?format=csv')).body).not.toContain('Hidden');
    // Importing Alice's ids makes copies of Bob's own; hers are untouched.
    const stolen = { id: itemId, ...item('Overwritten', 999), isFavorite: false, timestamp: 1 };
    expect(
      (
        await bob.post('/api/import', {
          favorites: [{ ...stolen, id: favoriteId }],
          days: [{ date: DATE, items: [stolen] }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await bob.get(`/api/days/${DATE}`)).json<DailyIntake>().items.map((i) => i.name)).toEqual([
      'Overwritten',
    ]);
    expect(await exportOf(alice)).toEqual(before);
    // And Bob deleting his account takes nothing of Alice's with it.
    expect((await bob.delete('/api/account')).statusCode).toBe(204);
    expect(await exportOf(alice)).toEqual(before);
  });

  it('sets session cookies httpOnly and SameSite (and Secure behind https)', async () => {
    for (const publicUrl of [TEST_ORIGIN, 'https://forkcast.example']) {
      const { app } = await start(openDatabase(), { config: { publicUrl, trustedOrigins: [publicUrl] } });
      const email = randomEmail();
      const origin = { origin: publicUrl };
      const up = await anonymous(app).post('/api/auth/sign-up/email', { email, password: PASSWORD }, origin);
      const inAgain = await anonymous(app).post(
        '/api/auth/sign-in/email',
        { email, password: PASSWORD },
        origin,
      );
      for (const response of [up, inAgain]) {
        expect(response.statusCode, response.body).toBe(200);
        const cookies = setCookies(response).filter((c) => /session_token=/.test(c));
        expect(cookies.length, publicUrl).toBeGreaterThan(0);
        for (const cookie of cookies) {
          expect(cookie).toMatch(/;\s*HttpOnly/i);
          expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
          expect(cookie).toMatch(/;\s*Path=\//i);
          if (publicUrl.startsWith('https:')) expect(cookie).toMatch(/;\s*Secure/i);
        }
      }
    }
  });

  it('refuses a cross-site POST that carries the session cookie', async () => {
    const { app } = await start(openDatabase());
    const { alice } = await aliceWithData(app);
    const before = await exportOf(alice);
    const forged = (
      headers: Record<string, string>,
      url = `/api/days/${DATE}/items`,
      type = 'application/json',
    ) =>
      app.inject({
        method: 'POST',
        url,
        headers: { cookie: alice.cookie!, 'content-type': type, ...headers },
        payload: JSON.stringify({ items: [item('Forged')] }),
      });
    for (const headers of [
      { origin: 'https://evil.example' } as Record<string, string>,
      { origin: 'null' },
      { origin: `${TEST_ORIGIN}.evil.example` },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const response = await forged(headers);
      expectError(response, 403, JSON.stringify(headers));
    }
    // What an HTML form can send cross-site without CORS: never JSON, so never accepted.
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await forged({ origin: TEST_ORIGIN }, `/api/days/${DATE}/items`, type);
      expect(response.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, type).toBeLessThan(500);
    }
    // Better Auth's own endpoints refuse foreign origins too (it logs the refusal).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: alice.cookie!, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    logged.mockRestore();
    expect(out.statusCode).toBe(403);
    expect((await alice.get('/api/profile')).statusCode).toBe(200);
    expect(await exportOf(alice)).toEqual(before);
  });

  it('sets CSP with frame-ancestors, nosniff and frame denial on API answers, errors and pages', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-web-'));
    try {
      fs.writeFileSync(
        path.join(webRoot, 'index.html'),
        '<!doctype html><title>Forkcast</title><script>window.x=1</script>',
      );
      const { app } = await start(openDatabase(), { webRoot });
      const alice = await signUp(app);
      const responses = {
        json: await alice.get(`/api/days/${TODAY}`),
        error: await anonymous(app).get('/api/profile'),
        notFound: await anonymous(app).get('/api/none'),
        page: await anonymous(app).get('/history'),
      };
      expect(responses.page.headers['content-type']).toMatch(/^text\/html/);
      for (const [what, response] of Object.entries(responses)) {
        const csp = String(response.headers['content-security-policy']);
        expect(csp, what).toMatch(/frame-ancestors 'none'/);
        expect(csp, what).toMatch(/default-src 'self'/);
        expect(csp, what).toMatch(/object-src 'none'/);
        expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        expect(response.headers['x-content-type-options'], what).toBe('nosniff');
        expect(response.headers['x-frame-options'], what).toBe('DENY');
        expect(response.headers['referrer-policy'], what).toBeDefined();
      }
    } finally {
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });

  it('serves nothing outside the web build', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-root-'));
    const webRoot = path.join(parent, 'dist');
    fs.mkdirSync(webRoot);
    try {
      fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Forkcast</title>');
      fs.writeFileSync(path.join(webRoot, '.env'), 'AI_API_KEY=dotfile-secret');
      fs.writeFileSync(path.join(parent, 'auth-secret'), 'outside-secret');
      const { app } = await start(openDatabase(), { webRoot });
      for (const url of [
        '/../auth-secret',
        '/%2e%2e/auth-secret',
        '/..%2fauth-secret',
        '/assets/..%2f..%2fauth-secret',
        '/.env',
        '/%2e%65nv',
        '/index.html/../../auth-secret',
      ]) {
        const response = await anonymous(app).get(url);
        expect(response.statusCode, url).toBeLessThan(500);
        expect(response.body, url).not.toMatch(/outside-secret|dotfile-secret/);
      }
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});

async function emailOf(client: Client): Promise<string> {
  const session = await client.get('/api/auth/get-session');
  return session.json<{ user: { email: string } }>().user.email;
}

describe.each(ENGINES)('password guessing on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const servers: ForkcastServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  it('answers the 6th wrong password for one account within a minute with 429', async () => {
    // The real limits: useServers turns them off for suites that sign up many users.
    const server = await createServer({
      config: testConfig,
      database: openDatabase(),
      authSecret: TEST_SECRET,
      webRoot: null,
      clock: fixedClock(),
      authRateLimit: true,
    });
    servers.push(server);
    const email = randomEmail();
    await signUp(server.app, email);
    const guess = (password: string, headers: Record<string, string> = {}) =>
      anonymous(server.app).post('/api/auth/sign-in/email', { email, password }, headers);
    // Better Auth's warnings about wrong passwords go to the server's log (issue 11: at most one a minute per
    // address), not the console.
    for (let n = 1; n <= 5; n++) expectError(await guess(`wrong-${n}`), 401, `guess ${n}`);
    const sixth = await guess('wrong-6');
    expectError(sixth, 429, 'guess 6');
    // Neither the right password nor a forged client address gets past the limit within the window.
    expectError(await guess(PASSWORD), 429, 'right password after 5 wrong');
    expectError(await guess('wrong-7', { 'x-forwarded-for': '203.0.113.9' }), 429, 'forged X-Forwarded-For');
  });
});

describe('secrets in what the browser downloads', () => {
  const TEXT = /\.(js|mjs|css|html|json|webmanifest|txt|map|svg)$/;
  function files(dir: string): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((f) => path.join(dir, f))
      .filter((f) => fs.statSync(f).isFile());
  }

  /** Secret values this machine actually has: the environment, a .env, a generated auth secret. */
  function knownSecrets(): string[] {
    const names = ['AI_API_KEY', 'BETTER_AUTH_SECRET', 'OIDC_CLIENT_SECRET'];
    const values: string[] = [TEST_SECRET, 'crash-test-secret-0123456789-abcdefghijklmnop'];
    for (const n of names) if (process.env[n]) values.push(process.env[n]!);
    for (const envFile of [path.join(REPO, '.env'), path.join(REPO, 'packages/server/.env')]) {
      if (!fs.existsSync(envFile)) continue;
      for (const line of fs.readFileSync(envFile, 'utf8').split('\n')) {
        const m = /^\s*([A-Z_]+)\s*=\s*(.+?)\s*$/.exec(line);
        if (m && names.includes(m[1]!) && m[2]!.length >= 8) values.push(m[2]!.replace(/^["']|["']$/g, ''));
      }
    }
    for (const dataDir of [path.join(REPO, 'data'), path.join(REPO, 'packages/server/data')]) {
      const secretFile = path.join(dataDir, 'auth-secret');
      if (fs.existsSync(secretFile)) values.push(fs.readFileSync(secretFile, 'utf8').trim());
    }
    return values.filter((v) => v.length >= 8);
  }

  it('has no secret value, server-only variable or API key in the web build or its source', () => {
    const built = files(path.join(WEB, 'dist')).filter((f) => TEXT.test(f));
    const source = files(path.join(WEB, 'src')).filter((f) => /\.(ts|tsx|css|html)$/.test(f));
    const all = [...built, ...source, path.join(WEB, 'index.html'), path.join(WEB, 'vite.config.ts')].filter(
      (f) => fs.existsSync(f),
    );
    expect(source.length).toBeGreaterThan(0);
    const secrets = knownSecrets();
    const found: string[] = [];
    for (const file of all) {
      const text = fs.readFileSync(file, 'utf8');
      const rel = path.relative(REPO, file);
      for (const s of secrets) if (text.includes(s)) found.push(`${rel}: a secret value`);
      // Our own code never even names a server-side setting. (Built bundles may: Better Auth's client library
      // carries a getter for BETTER_AUTH_SECRET that reads nothing in a browser; only values matter there.)
      if (source.includes(file)) {
        for (const name of ['AI_API_KEY', 'BETTER_AUTH_SECRET', 'OIDC_CLIENT_SECRET', 'DATABASE_URL']) {
          if (text.includes(name)) found.push(`${rel}: mentions ${name}`);
        }
      }
      if (/\bsk-[A-Za-z0-9_-]{20,}/.test(text)) found.push(`${rel}: an OpenAI-style key`);
      if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) found.push(`${rel}: a private key`);
    }
    expect(found).toEqual([]);
  });

  it('keeps Vite from exposing anything but VITE_-prefixed variables', () => {
    const config = fs.readFileSync(path.join(WEB, 'vite.config.ts'), 'utf8');
    expect(config).not.toMatch(/envPrefix/);
    expect(config).not.toMatch(/process\.env/);
    const used = files(path.join(WEB, 'src'))
      .filter((f) => /\.(ts|tsx)$/.test(f))
      .flatMap((f) =>
        [...fs.readFileSync(f, 'utf8').matchAll(/import\.meta\.env\.([A-Z_]+)/g)].map((m) => m[1]!),
      );
    expect(
      used.filter((n) => !n.startsWith('VITE_') && !['MODE', 'DEV', 'PROD', 'BASE_URL', 'SSR'].includes(n)),
    ).toEqual([]);
  });
});
