import { useServerConfig } from './useRemote.ts';
import { useSession } from '../app/session.tsx';
import type { AuthStatus } from '../app/session.tsx';
import type { SessionUser } from '../app/auth.ts';
import type { Profile } from '@forkcast/core';

export interface UseAuth {
  status: AuthStatus;
  user: SessionUser | null;
  isAuthenticated: boolean;
  isGuest: boolean;
  signIn(email: string, password: string): Promise<{ profile: Profile | null }>;
  signUp(email: string, password: string, profile?: Profile | null): Promise<{ profile: Profile }>;
  signOut(): Promise<void>;
  /** The OIDC provider's display name when the server has one configured, else null. */
  providerName: string | null;
  /** Redirects to the configured identity provider (full page). */
  signInWithProvider(): Promise<void>;
}

/** Session state and the sign-in, sign-up and sign-out actions. */
export function useAuth(): UseAuth {
  const session = useSession();
  const { data: config } = useServerConfig();
  const oidc = config?.oidc ?? null;
  return {
    status: session.status,
    user: session.user,
    isAuthenticated: session.status === 'authenticated',
    isGuest: session.status === 'guest',
    signIn: session.signIn,
    signUp: session.signUp,
    signOut: session.signOut,
    providerName: oidc?.providerName ?? null,
    signInWithProvider: () => {
      if (!oidc) return Promise.reject(new Error('No identity provider is configured'));
      return session.signInWithProvider(oidc.providerId ?? 'oidc');
    },
  };
}
