// Issue 7 part 2: fast-check throws malformed bodies, parameters and headers at every endpoint. The house rule
// (brief, standards): bad input gets a 4xx { error: { code, message } } and changes nothing; never a 5xx.
import { DEFAULT_PROFILE } from '@forkcast/core';
import net from 'node:net';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { anonymous, item, PASSWORD, signUp, TEST_ORIGIN, TODAY, useServers } from '../testing/app.ts';
import type { Client } from '../testing/app.ts';
import { ENGINES, useDatabase } from '../testing/engines.ts';
import type { Database } from '../storage/database.ts';

/** Moderate, so the whole file stays within a few seconds per engine. */
const RUNS = 25;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

interface BodyEndpoint {
  method: 'POST' | 'PUT' | 'PATCH';
  url: string;
  valid: Record<string, Json>;
  /** Top-level fields without a default: leaving one out is an error. */
  required: string[];
  /** A session is not needed (guests may call it, or it is an auth endpoint). */
  open?: boolean;
}

const SQL = ["'; DROP TABLE food_items; --", "1' OR '1'='1", '" OR 1=1 --', "'); DELETE FROM favorites; --"];
const HTML = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'];
const UNICODE = [
  '\u0000',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '👩‍👩‍👧‍👦🍕',
  '\ud800',
  'e\u0301\u0301\u0301',
  '\uFEFF\u200B',
];
const NASTY_STRINGS = [
  ...SQL,
  ...HTML,
  ...UNICODE,
  '',
  ' ',
  'x'.repeat(100_001),
  '../../etc/passwd',
  '%00',
  'NaN',
];

/**
 * Nested arrays `depth` deep, as JSON text: a parser or validator that recurses blindly falls over. Built as text
 * (a marker replaced after stringifying) so the test itself never holds or prints a deep structure.
 */
const NEST = '\u0001nest:';
const nest = (depth: number): Json => `${NEST}${depth}\u0001`;
const expandNests = (text: string) =>
  text.replace(
    /"\\u0001nest:(\d+)\\u0001"/g,
    (_, d: string) => `${'['.repeat(Number(d))}1${']'.repeat(Number(d))}`,
  );

const notJson = fc.oneof(
  fc.constantFrom(
    'NaN',
    'Infinity',
    '{"calories": NaN}',
    '{"calories": Infinity}',
    '{"calories": -Infinity}',
    '{',
    '{"items": [',
    "{'single': 'quotes'}",
    '{"a":1,}',
    '\u0000',
    '['.repeat(100_000),
  ),
  fc.string({ minLength: 1 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
);

/** JSON values of a different type from `original`, so the field is wrong whatever its schema allows. */
function wrongTypeFor(original: Json): fc.Arbitrary<Json> {
  const kind = Array.isArray(original) ? 'array' : original === null ? 'null' : typeof original;
  const pool: fc.Arbitrary<Json>[] = [];
  if (kind !== 'string') pool.push(fc.constantFrom(...NASTY_STRINGS.filter((s) => s !== '')), fc.string());
  if (kind !== 'number')
    pool.push(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -1, 1e300));
  if (kind !== 'boolean') pool.push(fc.boolean());
  if (kind !== 'array')
    pool.push(
      fc.array(fc.jsonValue() as fc.Arbitrary<Json>, { maxLength: 3 }),
      fc.integer({ min: 1, max: 5000 }).map(nest),
    );
  if (kind !== 'object')
    pool.push(fc.dictionary(fc.string(), fc.jsonValue() as fc.Arbitrary<Json>, { maxKeys: 3 }));
  // Out of range for every number field here: targets, macros, timestamps, weight change.
  if (kind === 'number') pool.push(fc.constantFrom(1e300, -1e300, 1e21));
  // Longer than any string field allows.
  if (kind === 'string') pool.push(fc.constant('x'.repeat(100_001)));
  return fc.oneof(...pool);
}

/** Every path to a value inside `value` (the root excluded). */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => [[...prefix, i], ...paths(v, [...prefix, i])]);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...paths(v, [...prefix, k])]);
  }
  return [];
}

function getAt(value: Json, path: (string | number)[]): Json {
  return path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k]!, value);
}

function setAt(value: Json, path: (string | number)[], next: Json | undefined): Json {
  const copy = structuredClone(value) as Record<string | number, Json>;
  let parent = copy;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (next === undefined) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = next;
  return copy as Json;
}

/** A malformed body derived from a valid one: guaranteed invalid for that endpoint. */
function malformedBody(endpoint: BodyEndpoint): fc.Arbitrary<{ raw: string; what: string }> {
  const json = (v: Json, what: string) => ({ raw: expandNests(JSON.stringify(v)), what });
  const leafPaths = paths(endpoint.valid);
  const wrongField = fc
    .constantFrom(...leafPaths)
    .chain((p) =>
      wrongTypeFor(getAt(endpoint.valid, p)).map((bad) =>
        json(setAt(endpoint.valid, p, bad), `${p.join('.')} wrong`),
      ),
    );
  const topLevel = fc
    .oneof(
      fc.constantFrom<Json>(null, true, 0, 'text', [], [endpoint.valid]),
      fc.integer({ min: 1, max: 20_000 }).map(nest),
    )
    .map((v) => json(v, 'not an object'));
  const raw = notJson.map((raw) => ({ raw, what: 'not JSON' }));
  const prototype = fc
    .constantFrom('{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}')
    .map((raw) => ({ raw, what: 'prototype keys' }));
  const arbs = [wrongField, topLevel, raw, prototype];
  if (endpoint.method === 'PATCH') {
    // Patches are strict: an unknown field refuses the whole patch.
    arbs.push(
      fc
        .string({ minLength: 1 })
        .filter(
          (k) =>
            !(k in endpoint.valid) &&
            ![
              'name',
              'calories',
              'protein',
              'carbs',
              'fat',
              'units',
              'quantity',
              'notes',
              'isFavorite',
              '__proto__',
            ].includes(k),
        )
        .map((k) => json({ ...endpoint.valid, [k]: 1 }, `unknown field ${k}`)),
    );
  }
  if (endpoint.required.length > 0) {
    arbs.push(
      fc
        .constantFrom(...endpoint.required)
        .map((k) => json(setAt(endpoint.valid, [k], undefined), `${k} missing`)),
    );
  }
  return fc.oneof(...arbs);
}

const BAD_DATES = [
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '2025-02-29',
  '99999-01-01',
  '2026-1-1',
  '20260315',
  '2026-03-15T00:00:00Z',
  '２０２６-03-15',
  'today',
  '-1',
  "2026-03-15' OR '1'='1",
  '<b>2026</b>',
  'x'.repeat(5000),
];

const badDate = fc.oneof(
  fc.constantFrom(...BAD_DATES),
  fc.string({ minLength: 1 }).filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s)),
);

function expectRefused(response: LightMyRequestResponse, what: string): void {
  expect(
    response.statusCode,
    `${what}: ${response.statusCode} ${response.body.slice(0, 300)}`,
  ).toBeGreaterThanOrEqual(400);
  expectNoServerError(response, what);
}

function expectNoServerError(response: LightMyRequestResponse, what: string): void {
  const context = `${what}: ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], context).toMatch(/^application\/json/);
    expect(response.json(), context).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  }
}

/** Everything stored, every user: what must not move. */
async function snapshot(database: Database): Promise<unknown> {
  const db = database.db;
  const strip = <T extends Record<string, unknown>>(rows: T[]) =>
    rows.map((r) => JSON.stringify(Object.entries(r).sort())).sort();
  return {
    items: strip(await db.selectFrom('food_items').selectAll().execute()),
    favorites: strip(await db.selectFrom('favorites').selectAll().execute()),
    profiles: strip(await db.selectFrom('profiles').selectAll().execute()),
    users: (
      await db
        .selectFrom('auth_user' as never)
        .select('id' as never)
        .execute()
    ).length,
  };
}

interface World {
  alice: Client;
  database: Database;
  itemId: string;
  favoriteId: string;
  bodyEndpoints: BodyEndpoint[];
}

describe.each(ENGINES)('malformed requests on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  async function world(): Promise<World> {
    const server = await start(openDatabase());
    const alice = await signUp(server.app);
    const added = await alice.post(`/api/days/${TODAY}/items`, {
      items: [item('Oatmeal', 150), item('Tea', 2)],
    });
    expect(added.statusCode).toBe(201);
    const fav = await alice.post('/api/favorites', item('Banana', 105));
    expect(fav.statusCode).toBe(201);
    await signUp(server.app); // someone else's data must not move either
    const itemId = added.json<{ items: { id: string }[] }>().items[0]!.id;
    const favoriteId = fav.json<{ id: string }>().id;
    const fullItem = { ...item('Imported', 50), id: 'imported-1', isFavorite: false, timestamp: 1 };
    const itemFields = ['name', 'calories', 'protein', 'carbs', 'fat', 'units', 'quantity'];
    const profileFields = Object.keys(DEFAULT_PROFILE).filter((k) => k !== 'unitSystem');
    const bodyEndpoints: BodyEndpoint[] = [
      { method: 'PUT', url: '/api/profile', valid: { ...DEFAULT_PROFILE, age: 40 }, required: profileFields },
      {
        method: 'POST',
        url: `/api/days/${TODAY}/items`,
        valid: { items: [item('Apple', 95)] },
        required: ['items'],
      },
      {
        method: 'PATCH',
        url: `/api/days/${TODAY}/items/${itemId}`,
        valid: { calories: 5, name: 'Changed' },
        required: [],
      },
      { method: 'POST', url: '/api/favorites', valid: item('Pear', 100), required: itemFields },
      { method: 'PATCH', url: `/api/favorites/${favoriteId}`, valid: { calories: 5 }, required: [] },
      { method: 'POST', url: '/api/favorites/toggle', valid: item('Kiwi', 40), required: itemFields },
      {
        method: 'POST',
        url: '/api/import',
        valid: { favorites: [fullItem], days: [{ date: '2026-01-01', items: [fullItem] }] },
        // Both lists default to empty.
        required: [],
      },
      { method: 'POST', url: '/api/analyze/text', valid: { text: '2 eggs' }, required: ['text'], open: true },
      {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        valid: { email: 'a@example.com', password: PASSWORD },
        required: ['email', 'password'],
        open: true,
      },
      {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        valid: { email: 'b@example.com', password: PASSWORD },
        required: ['email', 'password'],
        open: true,
      },
    ];
    return { alice, database: server.database, itemId, favoriteId, bodyEndpoints };
  }

  it(
    'refuses malformed JSON bodies on every endpoint with a 4xx error and stores nothing',
    { timeout: 60_000 },
    async () => {
      const w = await world();
      const before = await snapshot(w.database);
      // Better Auth warns about each refused sign-in (a wrong password, one too long): expected here, not shown.
      const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
      for (const endpoint of w.bodyEndpoints) {
        await fc.assert(
          fc.asyncProperty(malformedBody(endpoint), async ({ raw, what }) => {
            const response = await w.alice.request(endpoint.method, endpoint.url, raw);
            expectRefused(response, `${endpoint.method} ${endpoint.url} (${what})`);
          }),
          { numRuns: RUNS },
        );
      }
      warned.mockRestore();
      expect(await snapshot(w.database)).toEqual(before);
    },
  );

  it('refuses wrong content types on every write', { timeout: 60_000 }, async () => {
    const w = await world();
    const before = await snapshot(w.database);
    const contentType = fc.oneof(
      fc.constantFrom(
        'text/plain',
        'text/html',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/octet-stream',
        'application/jsonx',
        'json',
        '*/*',
      ),
      fc.stringMatching(/^[a-z]{1,10}\/[a-z0-9.+-]{1,20}$/).filter((t) => !t.startsWith('application/json')),
    );
    for (const endpoint of w.bodyEndpoints.filter((e) => !e.url.startsWith('/api/auth/'))) {
      await fc.assert(
        fc.asyncProperty(contentType, async (type) => {
          // A body that would be accepted as JSON: only its declared type is wrong.
          const response = await w.alice.request(
            endpoint.method,
            endpoint.url,
            JSON.stringify(endpoint.valid),
            {
              'content-type': type,
            },
          );
          expectRefused(response, `${endpoint.method} ${endpoint.url} as ${type}`);
        }),
        { numRuns: 10 },
      );
    }
    expect(await snapshot(w.database)).toEqual(before);
  });

  it('refuses malformed path and query parameters', { timeout: 60_000 }, async () => {
    const w = await world();
    const before = await snapshot(w.database);
    // A lone surrogate has no UTF-8 form; it goes out as the three bytes a careless encoder would send.
    const enc = (text: string) =>
      [...text]
        .map((ch) => {
          const c = ch.charCodeAt(0);
          if (ch.length > 1 || c < 0xd800 || c > 0xdfff) return encodeURIComponent(ch);
          return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('');
        })
        .join('');
    const tooLong = fc.integer({ min: 101, max: 3000 }).map((n) => 'i'.repeat(n));
    const cases: [string, fc.Arbitrary<[InjectOptions['method'], string, Json | undefined]>][] = [
      ['GET /api/days/:date', badDate.map((d) => ['GET', `/api/days/${enc(d)}`, undefined])],
      [
        'POST /api/days/:date/items',
        badDate.map((d) => ['POST', `/api/days/${enc(d)}/items`, { items: [item('X')] }]),
      ],
      [
        'PATCH item bad date',
        badDate.map((d) => ['PATCH', `/api/days/${enc(d)}/items/${w.itemId}`, { calories: 1 }]),
      ],
      [
        'DELETE item bad date',
        badDate.map((d) => ['DELETE', `/api/days/${enc(d)}/items/${w.itemId}`, undefined]),
      ],
      // Unknown ids (SQL and HTML included) are simply not found; over-long ones are refused.
      [
        'PATCH/DELETE unknown item id',
        fc
          .tuple(
            fc.oneof(
              fc.constantFrom(...SQL, ...HTML, ...UNICODE, '%', '..', 'a\u0000b'),
              fc.string({ minLength: 1 }),
              tooLong,
            ),
            fc.boolean(),
          )
          .filter(([id]) => id !== w.itemId)
          .map(([id, patch]) =>
            patch
              ? ['PATCH', `/api/days/${TODAY}/items/${enc(id)}`, { calories: 1 }]
              : ['DELETE', `/api/days/${TODAY}/items/${enc(id)}`, undefined],
          ),
      ],
      [
        'PATCH/DELETE unknown favorite id',
        fc
          .tuple(
            fc.oneof(
              fc.constantFrom(...SQL, ...HTML, ...UNICODE, '%', '..', 'a\u0000b'),
              fc.string({ minLength: 1 }),
              tooLong,
            ),
            fc.boolean(),
          )
          .filter(([id]) => id !== w.favoriteId)
          .map(([id, patch]) =>
            patch
              ? ['PATCH', `/api/favorites/${enc(id)}`, { calories: 1 }]
              : ['DELETE', `/api/favorites/${enc(id)}`, undefined],
          ),
      ],
      [
        'GET /api/days?from&to',
        fc
          .oneof(
            fc.tuple(badDate, fc.constant(TODAY)),
            fc.tuple(fc.constant(TODAY), badDate),
            // Reversed, or longer than 366 days.
            fc.constant<[string, string]>([TODAY, '2026-01-01']),
            fc.constant<[string, string]>(['2020-01-01', TODAY]),
            fc.constant<[string, string]>(['0001-01-01', '9999-12-31']),
          )
          .chain(([from, to]) =>
            fc.constantFrom<[InjectOptions['method'], string, undefined]>(
              ['GET', `/api/days?from=${enc(from)}&to=${enc(to)}`, undefined],
              ['GET', `/api/days?from=${enc(from)}&from=${enc(to)}&to=${enc(to)}`, undefined],
              ['GET', `/api/days?to=${enc(to)}`, undefined],
            ),
          ),
      ],
      [
        'query strings too long or repeated',
        fc
          .tuple(
            fc.constantFrom('/api/suggestions', '/api/foods/search'),
            fc.integer({ min: 201, max: 5000 }),
            fc.boolean(),
          )
          .map(([path, n, repeat]) => [
            'GET',
            repeat ? `${path}?q=a&q=b` : `${path}?q=${'q'.repeat(n)}`,
            undefined,
          ]),
      ],
      [
        // Issue 10: a food by id; the database's ids are 'source:code', anything else is refused (400, 404, 414).
        'GET /api/foods/{id}',
        fc
          .oneof(
            fc.constantFrom('banana', 'fndds:', 'fndds:99999999', '..', '.', 'fndds:1%2F2', ...SQL),
            tooLong,
            fc.string({ minLength: 1 }).filter((s) => !['.', '..', 'search'].includes(s)),
          )
          .map((id) => ['GET', `/api/foods/${enc(id)}`, undefined]),
      ],
      [
        'GET /api/export?format',
        fc
          .oneof(
            fc.constantFrom('xml', 'JSON', '', 'csv;drop', ...SQL),
            fc.string().filter((s) => s !== 'json' && s !== 'csv'),
          )
          .map((f) => ['GET', `/api/export?format=${enc(f)}`, undefined]),
      ],
      [
        'broken URLs',
        fc
          .constantFrom(
            '/api/days/%',
            '/api/days/%E0%A4%A',
            '/api/favorites/%ZZ',
            '/api/days/2026-03-15/items/%',
            '/api/days/%00',
          )
          .map((url) => ['GET', url, undefined]),
      ],
    ];
    for (const [name, arb] of cases) {
      await fc.assert(
        fc.asyncProperty(arb, async ([method, url, body]) => {
          const response = await w.alice.request(method, url, body as Record<string, unknown> | undefined);
          expectRefused(response, `${name}: ${method} ${url.slice(0, 120)}`);
        }),
        { numRuns: RUNS },
      );
    }
    expect(await snapshot(w.database)).toEqual(before);
  });

  it(
    'never fails on malformed headers, and refuses bad time zones and cookies',
    { timeout: 60_000 },
    async () => {
      const w = await world();
      const before = await snapshot(w.database);
      // What an HTTP client can put in a header value at all (latin-1 without control characters).
      const headerValue = fc.oneof(
        fc.constantFrom(...SQL, ...HTML, 'x'.repeat(8000), '', ' ', 'NaN', 'Infinity', '\t', 'ï»¿'),
        fc.string({
          unit: fc
            .integer({ min: 0x20, max: 0xff })
            .filter((c) => c !== 0x7f)
            .map((c) => String.fromCharCode(c)),
        }),
      );
      const reads = [
        '/api/profile',
        `/api/days/${TODAY}`,
        `/api/days?from=2026-03-01&to=${TODAY}`,
        '/api/favorites',
        '/api/suggestions?q=oat',
        '/api/export',
        '/api/health',
        '/api/config',
      ];
      const headerName = fc.constantFrom(
        'x-time-zone',
        'accept',
        'accept-encoding',
        'accept-language',
        'if-none-match',
        'range',
        'x-forwarded-for',
        'sec-fetch-site',
        'x-requested-with',
      );

      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...reads), headerName, headerValue, async (url, name, value) => {
          const response = await w.alice.get(url, { [name]: value });
          expectNoServerError(response, `GET ${url} ${name}: ${value.slice(0, 80)}`);
        }),
        { numRuns: RUNS * 2 },
      );

      // The time zone decides "today" for writes and suggestions: a wrong one is refused, not guessed.
      const badZone = fc.oneof(
        fc.constantFrom(
          'Mars/Phobos',
          'UTC+25',
          '',
          ' ',
          'Europe/',
          '../../etc/passwd',
          ...SQL,
          'x'.repeat(8000),
        ),
        fc.stringMatching(/^[A-Za-z]{1,8}\/[A-Za-z]{1,8}$/).filter((z) => {
          try {
            new Intl.DateTimeFormat('en', { timeZone: z });
            return false;
          } catch {
            return true;
          }
        }),
      );
      await fc.assert(
        fc.asyncProperty(badZone, fc.boolean(), async (zone, write) => {
          const response = write
            ? await w.alice.post(
                `/api/days/${TODAY}/items`,
                { items: [item('Zoned')] },
                { 'x-time-zone': zone },
              )
            : await w.alice.get('/api/suggestions?q=oat', { 'x-time-zone': zone });
          expectRefused(response, `time zone ${zone.slice(0, 40)}`);
          expect(response.statusCode).toBe(400);
        }),
        { numRuns: RUNS },
      );

      // A forged, garbled or foreign cookie is no session at all.
      const cookie = fc.oneof(
        headerValue.map((v) => `forkcast.session_token=${v}`),
        fc
          .stringMatching(/^[A-Za-z0-9]{10,40}\.[A-Za-z0-9+/=]{10,60}$/)
          .map((v) => `forkcast.session_token=${encodeURIComponent(v)}`),
        headerValue,
      );
      await fc.assert(
        fc.asyncProperty(cookie, fc.constantFrom(...reads.slice(0, 6)), async (c, url) => {
          const response = await anonymous(w.alice.app).get(url, { cookie: c });
          expectRefused(response, `cookie ${c.slice(0, 60)}`);
          expect(response.statusCode).toBe(401);
        }),
        { numRuns: RUNS },
      );
      expect(await snapshot(w.database)).toEqual(before);
    },
  );

  it('stores hostile but well-formed text exactly as sent, or refuses it', { timeout: 60_000 }, async () => {
    const w = await world();
    const text = fc.oneof(
      fc.constantFrom(...SQL, ...HTML, ...UNICODE.map((u) => `Food ${u} end`)),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
    );
    await fc.assert(
      fc.asyncProperty(text, text, async (name, notes) => {
        const response = await w.alice.post(`/api/days/${TODAY}/items`, {
          items: [{ ...item(name), notes }],
        });
        expectNoServerError(response, `name ${JSON.stringify(name)} notes ${JSON.stringify(notes)}`);
        if (response.statusCode !== 201) return;
        const { items } = response.json<{ items: { id: string; name: string; notes?: string }[] }>();
        const stored = items[items.length - 1]!;
        expect(stored.name).toBe(name.trim());
        expect(stored.notes).toBe(notes.trim() === '' ? undefined : notes.trim());
        const again = (await w.alice.get(`/api/days/${TODAY}`)).json<{
          items: { id: string; name: string }[];
        }>();
        expect(again.items.find((i) => i.id === stored.id)?.name).toBe(name.trim());
        expect(
          (await w.alice.delete(`/api/days/${TODAY}/items/${encodeURIComponent(stored.id)}`)).statusCode,
        ).toBe(200);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers unknown routes and methods with the error shape', async () => {
    const w = await world();
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/profile'],
      ['PUT', `/api/days/${TODAY}`],
      ['GET', '/api/auth/nope'],
      ['POST', '/api/health'],
    ] as const) {
      const response = await w.alice.request(method, url, method === 'GET' ? undefined : {});
      expectRefused(response, `${method} ${url}`);
    }
    // Requests that carry a same-origin Origin header but no session are refused the same way.
    const guest = anonymous(w.alice.app);
    const response = await guest.request('PUT', '/api/profile', JSON.stringify(DEFAULT_PROFILE), {
      origin: TEST_ORIGIN,
    });
    expectRefused(response, 'guest PUT /api/profile');
  });
});

/** What a client that does not speak HTTP properly gets: the answer Node's parser makes before Fastify routes. */
function rawExchange(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (d) => (out += d.toString('latin1')));
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
    socket.setTimeout(5000, () => {
      socket.destroy();
      resolve(out);
    });
  });
}

describe('malformed HTTP on a real socket', () => {
  const openDatabase = useDatabase('sqlite');
  const start = useServers();

  it('answers requests the HTTP parser refuses with the error shape', async () => {
    const { app } = await start(openDatabase());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const cases: [string, number, string][] = [
      [
        'headers over 16 KB',
        431,
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ],
      ['not HTTP at all', 400, 'GARBAGE\r\n\r\n'],
      [
        'a Content-Length that is not a number',
        400,
        'POST /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      ],
      [
        'a control character in a header',
        400,
        'GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n',
      ],
      [
        'two Content-Lengths',
        400,
        'POST /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
      ],
    ];
    for (const [what, status, request] of cases) {
      const answer = await rawExchange(port, request);
      const [head, body = ''] = answer.split('\r\n\r\n');
      expect(head, what).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(head, what).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(body), what).toEqual({
        error: { code: expect.any(String), message: expect.any(String) },
      });
    }
  });
});
