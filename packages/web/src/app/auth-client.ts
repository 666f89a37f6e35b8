// Better Auth's browser client, same origin (the server mounts it under /api/auth), and what signing in, up and
// out does with it (decision 159). Loaded on demand so the first screen does not carry it.
import { createAuthClient } from 'better-auth/client';
import { SIGNING_IN_KEY } from '../data/keys.ts';
import { userOf } from './auth.ts';
import type { SessionUser } from './auth.ts';

export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
});

type AuthResult = { data: unknown; error: { message?: string; status?: number } | null };

function fail(result: AuthResult, fallback: string): never {
  throw new Error(result.error?.message?.trim() || fallback);
}

export async function signIn(email: string, password: string): Promise<SessionUser> {
  const result = (await authClient.signIn.email({ email, password })) as AuthResult;
  if (result.error) fail(result, 'Login failed');
  return userOf(result.data) ?? fail(result, 'Login failed');
}

export async function signUp(email: string, password: string): Promise<SessionUser> {
  // Better Auth requires a display name; the address's local part is a fair default.
  const name = email.split('@')[0] || email;
  const result = (await authClient.signUp.email({ email, password, name })) as AuthResult;
  if (result.error) fail(result, 'Signup failed');
  return userOf(result.data) ?? fail(result, 'Signup failed');
}

export async function signOut(): Promise<void> {
  await authClient.signOut();
}

export async function signInWithProvider(providerId: string): Promise<void> {
  // Back from the provider, the page keeps its loading screen until the session is known, never showing the
  // welcome screen to someone who just signed in (index.html's boot script reads and removes the mark).
  try {
    sessionStorage.setItem(SIGNING_IN_KEY, '1');
  } catch {
    // Storage refused: the welcome screen may show for a moment on the way back.
  }
  const result = (await authClient.signIn.social({
    provider: providerId,
    callbackURL: window.location.origin + '/',
    errorCallbackURL: window.location.origin + '/',
  })) as AuthResult;
  if (result.error) fail(result, 'Sign-in with the identity provider failed');
}
