// The identity-provider sign-in end to end, against a real OpenID provider (oidc-provider) on a local port.
// The browser's part is played by fetch with manual redirects and cookies: the provider's own login and
// consent pages are fetched, their forms read and submitted.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BASE_URL, CookieJar, get, post, startHarness, type Harness } from './test-harness.ts';

const CLIENT_ID = 'forkcast-test';
const CLIENT_SECRET = 'forkcast-test-client-secret-0123456789';
const CALLBACK = `${BASE_URL}/api/auth/callback/oidc`;

let server: Server;
let issuer: string;

beforeAll(async () => {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [CALLBACK],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // Whatever login name is typed becomes the subject; its email is derived from it.
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: `${sub}@idp.example`, email_verified: true, name: `User ${sub}` }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
    features: { devInteractions: { enabled: true } },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  handle = provider.callback();
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

let harness: Harness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

function oidcHarness(): Promise<Harness> {
  return startHarness({
    oidc: { issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, providerName: 'Test IdP' },
  }).then((h) => (harness = h));
}

interface Form {
  action: string;
  fields: Record<string, string>;
}

/** Reads the first form of a page: its action and its pre-filled inputs (hidden ones and values). */
function readForm(html: string, pageUrl: string): Form {
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error(`No form on ${pageUrl}: ${html.slice(0, 300)}`);
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(input[1]!)?.[1];
    const value = /value="([^"]*)"/.exec(input[1]!)?.[1];
    if (name) fields[name] = value ?? '';
  }
  return { action: new URL(form[1]!.replaceAll('&amp;', '&'), pageUrl).href, fields };
}

/**
 * Plays the browser at the provider: follows redirects, fills the login form with `login`, approves the
 * consent form, and stops at the first redirect back to Forkcast, which it returns. `onLogin` may act
 * instead of signing in (to abort).
 */
async function throughProvider(
  start: string,
  jar: CookieJar,
  login: string,
  onLoginPage?: (form: Form, pageUrl: string) => string,
): Promise<{ callback: URL; pages: string[] }> {
  let url = start;
  let init: RequestInit = { method: 'GET' };
  const pages: string[] = [];
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.storeFrom(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin === new URL(BASE_URL).origin) return { callback: next, pages };
      url = next.href;
      init = { method: 'GET' };
      continue;
    }
    const html = await response.text();
    expect(response.status, html.slice(0, 500)).toBe(200);
    const form = readForm(html, url);
    pages.push(form.fields.prompt ?? 'unknown');
    if (form.fields.prompt === 'login') {
      if (onLoginPage) {
        url = onLoginPage(form, url);
        init = { method: 'GET' };
        continue;
      }
      form.fields.login = login;
      form.fields.password = 'any password';
    }
    url = form.action;
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form.fields).toString(),
    };
  }
  throw new Error('The provider never redirected back to Forkcast');
}

/** What the web does: ask Better Auth for the provider URL (full-page redirect), then land on the callback. */
async function signInWithProvider(h: Harness, login: string, idpJar = new CookieJar()) {
  const jar = new CookieJar();
  const start = await post(
    h.app,
    '/sign-in/social',
    { provider: 'oidc', callbackURL: '/', errorCallbackURL: '/?authError=oidc' },
    { jar },
  );
  expect(start.statusCode).toBe(200);
  const { url, redirect } = start.json() as { url: string; redirect: boolean };
  expect(redirect).toBe(true);
  expect(url.startsWith(`${issuer}/`)).toBe(true);
  const authorize = new URL(url);
  expect(authorize.searchParams.get('redirect_uri')).toBe(CALLBACK);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('scope')?.split(' ')).toEqual(
    expect.arrayContaining(['openid', 'email', 'profile']),
  );

  const { callback, pages } = await throughProvider(url, idpJar, login);
  const landing = await get(h.app, `${callback.pathname}${callback.search}`, jar);
  return { jar, landing, pages, callback };
}

describe('identity-provider sign-in (OpenID Connect)', () => {
  it('signs in through the provider, ends with a session cookie get-session accepts, and creates the user once', async () => {
    const h = await oidcHarness();
    const idpJar = new CookieJar();
    const first = await signInWithProvider(h, 'olive', idpJar);

    expect(first.pages).toEqual(['login', 'consent']);
    expect(first.callback.pathname).toBe('/api/auth/callback/oidc');
    expect(first.callback.searchParams.get('code')).toBeTruthy();
    expect(first.landing.statusCode).toBe(302);
    expect(first.landing.headers.location).toBe('/');
    expect(first.jar.has('forkcast.session_token')).toBe(true);

    const session = (await get(h.app, '/api/auth/get-session', first.jar)).json();
    expect(session.user.email).toBe('olive@idp.example');
    expect(session.user.name).toBe('User olive');
    expect(h.created).toEqual([session.user.id]);
    expect((await get(h.app, '/whoami', first.jar)).json()).toEqual({ userId: session.user.id });

    // Signed in at the provider already: straight back, same Forkcast user, no second onUserCreated.
    const second = await signInWithProvider(h, 'olive', idpJar);
    expect(second.pages).toEqual([]);
    const again = (await get(h.app, '/api/auth/get-session', second.jar)).json();
    expect(again.user.id).toBe(session.user.id);
    expect(h.created).toEqual([session.user.id]);

    const accounts = await h.db
      .selectFrom('auth_account')
      .select(['providerId', 'accountId', 'userId'])
      .execute();
    expect(accounts).toEqual([{ providerId: 'oidc', accountId: 'olive', userId: session.user.id }]);
  });

  it('a different provider account becomes a different Forkcast user', async () => {
    const h = await oidcHarness();
    const olive = await signInWithProvider(h, 'olive');
    const pat = await signInWithProvider(h, 'pat');
    const a = (await get(h.app, '/api/auth/get-session', olive.jar)).json().user.id;
    const b = (await get(h.app, '/api/auth/get-session', pat.jar)).json().user.id;
    expect(a).not.toBe(b);
    expect(h.created).toEqual([a, b]);
  });

  it('does not merge into an email-and-password account of the same email (its email is unverified)', async () => {
    const h = await oidcHarness();
    const owner = await post(h.app, '/sign-up/email', { email: 'olive@idp.example', password: 'secret1' });
    expect(owner.statusCode).toBe(200);

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const attempt = await signInWithProvider(h, 'olive');
    logged.mockRestore();

    expect(attempt.landing.statusCode).toBe(302);
    const target = new URL(String(attempt.landing.headers.location), BASE_URL);
    expect(target.searchParams.get('authError')).toBe('oidc');
    expect(target.searchParams.get('error')).toBe('account_not_linked');
    expect(attempt.jar.has('forkcast.session_token')).toBe(false);
    expect(h.created).toEqual([owner.json().user.id]);
    expect(await h.db.selectFrom('auth_account').select('providerId').execute()).toEqual([
      { providerId: 'credential' },
    ]);
  });

  it('sends the user to errorCallbackURL with the error when they cancel at the provider', async () => {
    const h = await oidcHarness();
    const jar = new CookieJar();
    const start = await post(
      h.app,
      '/sign-in/social',
      { provider: 'oidc', callbackURL: '/', errorCallbackURL: '/?authError=oidc' },
      { jar },
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { callback } = await throughProvider(start.json().url, new CookieJar(), 'olive', (form) =>
      form.action.replace(/\/?$/, '/abort'),
    );
    const landing = await get(h.app, `${callback.pathname}${callback.search}`, jar);
    logged.mockRestore();

    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(landing.statusCode).toBe(302);
    const target = new URL(String(landing.headers.location), BASE_URL);
    expect(target.pathname).toBe('/');
    expect(target.searchParams.get('authError')).toBe('oidc');
    expect(target.searchParams.get('error')).toBe('access_denied');
    expect(jar.has('forkcast.session_token')).toBe(false);
    expect(h.created).toEqual([]);
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    const h = await oidcHarness();
    const victim = await post(h.app, '/sign-in/social', { provider: 'oidc', callbackURL: '/' });
    const { callback } = await throughProvider(victim.json().url, new CookieJar(), 'mallory');

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stranger = new CookieJar();
    const landing = await get(h.app, `${callback.pathname}${callback.search}`, stranger);
    logged.mockRestore();

    expect(landing.statusCode).toBe(302);
    expect(String(landing.headers.location)).toMatch(/error=/);
    expect(stranger.has('forkcast.session_token')).toBe(false);
    expect(h.created).toEqual([]);
  });

  it('refuses a callbackURL on another site', async () => {
    const h = await oidcHarness();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await post(h.app, '/sign-in/social', {
      provider: 'oidc',
      callbackURL: 'https://evil.example/',
    });
    logged.mockRestore();
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('invalid_callback_url');
  });

  it('without OIDC settings there is no provider to sign in with', async () => {
    const h = await startHarness();
    harness = h;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await post(h.app, '/sign-in/social', { provider: 'oidc', callbackURL: '/' });
    logged.mockRestore();
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error.code).toBe('provider_not_found');
  });
});
