// What every request goes through: error mapping, security headers, the cross-site rules, the OpenAPI
// document, public endpoints and the web app's files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anonymous,
  item,
  PASSWORD,
  randomEmail,
  signUp,
  TEST_ORIGIN,
  TODAY,
  useServers,
} from '../testing/app.ts';
import { ENGINES, useDatabase } from '../testing/engines.ts';
import { COMPRESS_THRESHOLD } from './app.ts';
import { INTERNAL_ERROR_MESSAGE } from './error-handler.ts';
import { NOT_BUILT_MESSAGE } from './web.ts';

/** A log stream that keeps each line written to it. */
function logLines(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe.each(ENGINES)('HTTP basics on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  it('reports health and the engine in use', async () => {
    const { app } = await start(openDatabase());
    const response = await anonymous(app).get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, database: engine });
  });

  it('hides internal errors behind a generic 500 and logs them', async () => {
    const { lines, stream } = logLines();
    const server = await start(openDatabase(), { logger: { level: 'error', stream } });
    const alice = await signUp(server.app);
    const store = server.services.repo.read(alice.userId!);
    store.getItems = () => Promise.reject(new Error('relation "food_items" secret detail'));
    server.services.repo.read = () => store;
    const response = await alice.get(`/api/days/${TODAY}`);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal_error', message: INTERNAL_ERROR_MESSAGE } });
    expect(response.body).not.toContain('secret detail');
    expect(lines.join('')).toContain('secret detail');
  });

  it('logs one line per request: its id, method, URL, status and time (decision 212)', async () => {
    const { lines, stream } = logLines();
    const server = await start(openDatabase(), { logger: { level: 'info', stream } });
    const before = lines.length;
    const response = await anonymous(server.app).get('/api/health');
    expect(response.statusCode).toBe(200);
    const logged = lines.slice(before).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'request completed',
      reqId: expect.any(String) as unknown,
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number) as unknown,
    });
  });
});

describe('HTTP rules', () => {
  const openDatabase = useDatabase('sqlite');
  const start = useServers();

  it('answers malformed JSON, foreign content types and oversize bodies with 4xx errors', async () => {
    const { app } = await start(openDatabase());
    const alice = await signUp(app);
    const url = `/api/days/${TODAY}/items`;
    const malformed = await alice.post(url, '{"items": [');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: { code: 'bad_request', message: 'The request body is not valid JSON' },
    });
    const empty = await alice.post(url, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('bad_request');
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await alice.post(url, '{"items":[]}', { 'content-type': type });
      expect(response.statusCode, type).toBe(415);
      expect(response.json().error.code).toBe('unsupported_media_type');
    }
    const huge = await alice.post(url, { items: [item('x'.repeat(200))], padding: 'x'.repeat(1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      error: { code: 'payload_too_large', message: 'The request body is too large' },
    });
    const notJsonObject = await alice.post(url, '"just a string"');
    expect(notJsonObject.statusCode).toBe(400);
    expect(notJsonObject.json().error.code).toBe('validation_error');
    const proto = await alice.post(url, '{"__proto__": {"admin": true}, "items": []}');
    expect(proto.statusCode).toBe(400);
    expect((await alice.get(`/api/days/${TODAY}`)).json().items).toEqual([]);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const { app } = await start(openDatabase());
    const response = await anonymous(app).get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'Route not found: GET /api/nothing-here' },
    });
    expect((await anonymous(app).request('PUT', '/api/health')).statusCode).toBe(404);
  });

  it('sends security headers: CSP, frame-ancestors none, nosniff, no HSTS over plain http', async () => {
    const { app } = await start(openDatabase());
    const response = await anonymous(app).get('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const https = await start(openDatabase(), { config: { publicUrl: 'https://forkcast.example' } });
    const secure = await anonymous(https.app).get('/api/health');
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(secure.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('refuses cross-site writes carrying the session cookie, and changes nothing', async () => {
    const { app } = await start(openDatabase());
    const alice = await signUp(app);
    const url = `/api/days/${TODAY}/items`;
    const body = { items: [item('Forged')] };
    const refused = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:3000.evil.example' },
      { 'sec-fetch-site': 'cross-site', origin: '' },
      { 'sec-fetch-site': 'same-site', origin: '' },
    ];
    for (const headers of refused) {
      const h = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ''));
      const client = alice.withHeaders({ origin: '', ...h });
      const send = (method: 'POST' | 'DELETE', target: string, payload?: object) =>
        client.app.inject({
          method,
          url: target,
          headers: {
            cookie: alice.cookie!,
            ...h,
            ...(payload && { 'content-type': 'application/json' }),
          },
          ...(payload && { payload: JSON.stringify(payload) }),
        });
      const post = await send('POST', url, body);
      expect(post.statusCode, JSON.stringify(headers)).toBe(403);
      expect(post.json()).toEqual({ error: { code: 'forbidden', message: 'Cross-site request refused' } });
      expect((await send('DELETE', '/api/account')).statusCode).toBe(403);
    }
    // Same origin (by the configured URL or by the Host the request came to) and non-browser clients pass.
    expect((await alice.post(url, body)).statusCode).toBe(201);
    expect(
      (await alice.post(url, body, { origin: 'http://192.168.1.5:3000', host: '192.168.1.5:3000' }))
        .statusCode,
    ).toBe(201);
    const curl = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: alice.cookie!, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(curl.statusCode).toBe(201);
    expect((await alice.get(`/api/days/${TODAY}`)).json().items.map((i: { name: string }) => i.name)).toEqual(
      ['Forged', 'Forged', 'Forged'],
    );
    // Cross-site reads are harmless (no CORS, so the page cannot read them) and still answered.
    expect((await alice.get(`/api/days/${TODAY}`, { origin: 'https://evil.example' })).statusCode).toBe(200);
  });

  it('has Better Auth refuse a sign-in from a foreign origin', async () => {
    const { app } = await start(openDatabase());
    const email = randomEmail();
    await signUp(app, email);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
    // Logged to the server's log as a warning (reliability/abuse.test.ts), not to the console as an error.
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('publishes an OpenAPI document listing every endpoint', async () => {
    const { app } = await start(openDatabase());
    const response = await anonymous(app).get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const operations = Object.entries(doc.paths as Record<string, object>).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/config',
        'GET /api/profile',
        'PUT /api/profile',
        'GET /api/days',
        'GET /api/days/{date}',
        'POST /api/days/{date}/items',
        'PATCH /api/days/{date}/items/{id}',
        'DELETE /api/days/{date}/items/{id}',
        'GET /api/favorites',
        'POST /api/favorites',
        'POST /api/favorites/toggle',
        'PATCH /api/favorites/{id}',
        'DELETE /api/favorites/{id}',
        'GET /api/suggestions',
        'POST /api/import',
        'POST /api/sync',
        'GET /api/export',
        'GET /api/weights',
        'PUT /api/weights/{date}',
        'DELETE /api/weights/{date}',
        'PUT /api/days/{date}/incomplete',
        'GET /api/expenditure',
        'DELETE /api/account',
        'GET /api/auth/get-session',
        'GET /api/auth/{*}',
        'POST /api/auth/{*}',
        'POST /api/analyze/text',
        'POST /api/analyze/photo',
        'GET /api/foods/search',
        'GET /api/foods/{id}',
      ].sort(),
    );
    const addItems = doc.paths['/api/days/{date}/items'].post;
    expect(addItems.requestBody.content['application/json'].schema.properties.items.maxItems).toBe(50);
    expect(addItems.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['date', 'x-time-zone']),
    );
  });

  it('limits analysis requests per client as ANALYZE_RATE_LIMIT says', async () => {
    const { app } = await start(openDatabase(), { config: { analyzeRateLimit: 2 } });
    const guest = anonymous(app);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await guest.post('/api/analyze/text', { text: '2 eggs' }));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]!.json().error.code).toBe('rate_limited');
    // The limit is the analysis endpoints' own: the rest of the API is not counted.
    expect((await guest.get('/api/health')).statusCode).toBe(200);
  });

  it('tells the web which optional features this server has', async () => {
    const plain = await start(openDatabase());
    expect((await anonymous(plain.app).get('/api/config')).json()).toEqual({
      oidc: null,
      ai: { text: false, photo: false },
    });
    // Nothing answers at this issuer: Better Auth logs the failed discovery, which is expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const withSso = await start(openDatabase(), {
      config: {
        oidc: { issuer: 'http://127.0.0.1:9', clientId: 'c', clientSecret: 's', providerName: 'Acme SSO' },
      },
    });
    expect((await anonymous(withSso.app).get('/api/config')).json()).toEqual({
      oidc: { providerName: 'Acme SSO' },
      ai: { text: false, photo: false },
    });
    await expect.poll(() => String(logged.mock.calls[0])).toContain('Discovery fetch failed');
    logged.mockRestore();
  });
});

describe('the web app', () => {
  const openDatabase = useDatabase('sqlite');
  const start = useServers();
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  const INLINE = "window.__theme = 'light';";
  function fakeBuild(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-web-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/app-abc.js"></script></head><body><div id="root"></div></body></html>`,
    );
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'sw.js'), 'self.x = 1');
    return dir;
  }

  it('serves the build, falls back to index.html for app paths, and caches fingerprinted assets', async () => {
    const { app } = await start(openDatabase(), { webRoot: fakeBuild() });
    const client = anonymous(app);
    const index = await client.get('/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(index.body).toContain('<div id="root">');
    expect(index.headers['cache-control']).toBe('no-cache');
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(String(index.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);

    const deep = await client.get('/history');
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toBe(index.body);

    const asset = await client.get('/assets/app-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await client.get('/sw.js')).headers['cache-control']).toBe('no-cache');

    expect((await client.get('/assets/missing-123.js')).statusCode).toBe(404);
    expect((await client.get('/api/missing')).json().error.code).toBe('not_found');
    expect((await client.get('/api/health')).json().ok).toBe(true);
  });

  it('compresses the app files for browsers that accept gzip', async () => {
    const root = fakeBuild();
    const big = `export const words = ${JSON.stringify('forkcast '.repeat(2000))};`;
    fs.writeFileSync(path.join(root, 'assets', 'big-abc.js'), big);
    const { app } = await start(openDatabase(), { webRoot: root });
    const plain = await app.inject({ method: 'GET', url: '/assets/big-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
    const zipped = await app.inject({
      method: 'GET',
      url: '/assets/big-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(big.length / 10);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(big);
  });

  it('sends small API replies uncompressed and compresses large ones (issue 15)', async () => {
    const { app } = await start(openDatabase());
    const alice = await signUp(app);
    const gzip = { 'accept-encoding': 'gzip' };
    const small = await alice.get('/api/profile', gzip);
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();

    const items = Array.from({ length: 40 }, (_, i) => item(`Food number ${i} with a long name`));
    expect((await alice.post(`/api/days/${TODAY}/items`, { items })).statusCode).toBe(201);
    const large = await alice.get(`/api/days/${TODAY}`, gzip);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString()).items).toHaveLength(40);
  });

  it('says how to build the app when there is no build', async () => {
    const { app } = await start(openDatabase(), {
      webRoot: path.join(os.tmpdir(), 'forkcast-no-such-build'),
    });
    const response = await anonymous(app).get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(NOT_BUILT_MESSAGE);
    expect(response.body).toContain('npm run build');
    expect((await anonymous(app).get('/api/health')).statusCode).toBe(200);
  });
});

// The TEST_ORIGIN constant is what the test server trusts; keep the import honest.
expect(TEST_ORIGIN).toBe('http://localhost:3000');
