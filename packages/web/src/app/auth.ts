// The session operations the app needs, over Better Auth's client. Views see this interface only, so tests
// can run the entry flow against an in-memory account store.
import { api } from '../data/api.ts';
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

const load = () => import('./auth-client.ts');

export function userOf(data: unknown): SessionUser | null {
  const user = (data as { user?: { id?: unknown; email?: unknown; name?: unknown } } | null)?.user;
  if (!user || typeof user.id !== 'string') return null;
  return {
    id: user.id,
    email: typeof user.email === 'string' ? user.email : '',
    name: typeof user.name === 'string' ? user.name : undefined,
  };
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
  // Decision 159: what signing in, up and out does loads with Better Auth's client (auth-client.ts).
  signIn: async (email, password) => (await load()).signIn(email, password),
  signUp: async (email, password) => (await load()).signUp(email, password),
  signOut: async () => (await load()).signOut(),
  signInWithProvider: async (providerId) => (await load()).signInWithProvider(providerId),
};
