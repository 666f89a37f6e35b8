// The session operations the app needs, over Better Auth's client. Views see this interface only, so tests
// can run the entry flow against an in-memory account store.
import { api } from '../data/api.ts';
import { SIGNING_IN_KEY } from '../data/keys.ts';
import { takeBootSession } from '../boot/boot.ts';

export interface SessionUser {
  id: string;
  email: string;
  name?: string;
}

export interface AuthApi {
  /** The signed-in user, or null for a guest. */
  getSession(): Promise<SessionUser | null>;
  /** Throws an Error whose message is the server's (spec section 8: the error's message, or 'Login failed'). */
  signIn(email: string, password: string): Promise<SessionUser>;
  signUp(email: string, password: string): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** Full-page redirect to the identity provider; returns only if the redirect could not start. */
  signInWithProvider(providerId: string): Promise<void>;
  /** Starts loading what sign-in needs (the sign-in form is showing). */
  preload?(): void;
}

type AuthResult = { data: unknown; error: { message?: string; status?: number } | null };

const load = () => import('./auth-client.ts').then((m) => m.authClient);

function userOf(data: unknown): SessionUser | null {
  const user = (data as { user?: { id?: unknown; email?: unknown; name?: unknown } } | null)?.user;
  if (!user || typeof user.id !== 'string') return null;
  return {
    id: user.id,
    email: typeof user.email === 'string' ? user.email : '',
    name: typeof user.name === 'string' ? user.name : undefined,
  };
}

function fail(result: AuthResult, fallback: string): never {
  throw new Error(result.error?.message?.trim() || fallback);
}

export const betterAuthApi: AuthApi = {
  preload() {
    void load();
  },
  async getSession() {
    // The page's boot script started the first check before this code loaded (decision 190); without its
    // answer (offline, an error), the check is made here, where a failure has its usual meaning.
    const boot = takeBootSession();
    const early = boot ? await boot : undefined;
    if (early !== undefined) return userOf(early);
    // A plain GET (what Better Auth's client would send): the first screen does not wait for its code.
    return userOf(await api<unknown>('/api/auth/get-session'));
  },
  async signIn(email, password) {
    const client = await load();
    const result = (await client.signIn.email({ email, password })) as AuthResult;
    if (result.error) fail(result, 'Login failed');
    return userOf(result.data) ?? fail(result, 'Login failed');
  },
  async signUp(email, password) {
    const client = await load();
    // Better Auth requires a display name; the address's local part is a fair default.
    const name = email.split('@')[0] || email;
    const result = (await client.signUp.email({ email, password, name })) as AuthResult;
    if (result.error) fail(result, 'Signup failed');
    return userOf(result.data) ?? fail(result, 'Signup failed');
  },
  async signOut() {
    const client = await load();
    await client.signOut();
  },
  async signInWithProvider(providerId) {
    const client = await load();
    // Back from the provider, the page keeps its loading screen until the session is known, never showing the
    // welcome screen to someone who just signed in (index.html's boot script reads and removes the mark).
    try {
      sessionStorage.setItem(SIGNING_IN_KEY, '1');
    } catch {
      // Storage refused: the welcome screen may show for a moment on the way back.
    }
    const result = (await client.signIn.social({
      provider: providerId,
      callbackURL: window.location.origin + '/',
      errorCallbackURL: window.location.origin + '/',
    })) as AuthResult;
    if (result.error) fail(result, 'Sign-in with the identity provider failed');
  },
};
