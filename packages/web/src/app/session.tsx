// Session state (spec section 4): guest or signed in, decided by whether an authenticated user exists.
// It picks the data client and runs the sign-in, sign-up and sign-out sequences, including the guest import.
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PROFILE } from '@forkcast/core';
import type { Profile } from '@forkcast/core';
import type { AuthApi, SessionUser } from './auth.ts';
import type { DataClient } from '../data/client.ts';
import { HttpDataClient } from '../data/http.ts';
import { LocalDataClient } from '../data/local.ts';
import { accountProfileIsReplaceable, importGuestData } from '../data/import.ts';
import type { ImportPayload } from '../data/remote.ts';
import { DataClientProvider } from '../hooks/useDataClient.tsx';
import { showToast } from '../components/ui/Toast.tsx';

export type AuthStatus = 'loading' | 'authenticated' | 'guest';

export interface SessionValue {
  status: AuthStatus;
  user: SessionUser | null;
  /** Email sign-in; resolves with the account's profile (null: none yet). Throws with the message to show. */
  signIn(email: string, password: string): Promise<{ profile: Profile | null }>;
  /**
   * Email sign-up; saves `profile` (else the guest's, else the default). The server seeds the default profile
   * and the default favorite (spec section 4) when it creates the account.
   */
  signUp(email: string, password: string, profile?: Profile | null): Promise<{ profile: Profile }>;
  signOut(): Promise<void>;
  /** Full-page redirect to the configured identity provider. */
  signInWithProvider(providerId: string): Promise<void>;
  /** Starts loading the sign-in code while a sign-in or sign-up form is showing. */
  preloadAuth(): void;
  /** The guest store (always available: guest mode, import, clearing). */
  local: LocalDataClient;
}

const SessionContext = createContext<SessionValue | null>(null);

export interface SessionProviderProps {
  auth: AuthApi;
  children: ReactNode;
  local?: LocalDataClient;
  account?: DataClient;
  /** The import call (tests run it against an in-memory server of the same contract). */
  sendImport?: (payload: ImportPayload) => Promise<{ items: number; favorites: number }>;
}

const IMPORT_FAILED =
  "Your guest data could not be copied to your account yet. It stays on this device and we'll try again next time.";

export function SessionProvider({ auth, children, local, account, sendImport }: SessionProviderProps) {
  const qc = useQueryClient();
  const [localClient] = useState(() => local ?? new LocalDataClient());
  const [accountClient] = useState<DataClient>(() => account ?? new HttpDataClient());
  const [state, setState] = useState<{ status: AuthStatus; user: SessionUser | null }>({
    status: 'loading',
    user: null,
  });

  /** Moves the guest's data into the account; a failure keeps it locally for the next attempt. */
  const importGuest = useCallback(
    async (includeProfile: boolean) => {
      try {
        return await importGuestData(localClient, { includeProfile, send: sendImport });
      } catch (err) {
        console.warn('Guest import failed', err);
        showToast(IMPORT_FAILED, 'error');
        return null;
      }
    },
    [localClient, sendImport],
  );

  useEffect(() => {
    let live = true;
    (async () => {
      let user: SessionUser | null = null;
      try {
        user = await auth.getSession();
      } catch (err) {
        console.warn('Session check failed; continuing as a guest', err);
      }
      if (user) {
        // Back from the identity provider, or a previous import was interrupted before the local copy was cleared.
        const pending = localClient.snapshot();
        if (pending.profile || pending.favorites.length > 0 || pending.days.length > 0) {
          const existing = await accountClient.getProfile().catch(() => null);
          await importGuest(accountProfileIsReplaceable(existing));
        }
      }
      if (live) setState({ status: user ? 'authenticated' : 'guest', user });
    })();
    return () => {
      live = false;
    };
  }, [auth, accountClient, localClient, importGuest]);

  const becomeAccount = useCallback(
    (user: SessionUser) => {
      qc.removeQueries({ queryKey: ['data'] });
      setState({ status: 'authenticated', user });
    },
    [qc],
  );

  const value = useMemo<SessionValue>(
    () => ({
      ...state,
      local: localClient,
      async signIn(email, password) {
        const user = await auth.signIn(email, password);
        let profile = await accountClient.getProfile().catch(() => null);
        const outcome = await importGuest(accountProfileIsReplaceable(profile));
        if (outcome?.profile) profile = await accountClient.getProfile().catch(() => null);
        becomeAccount(user);
        return { profile };
      },
      async signUp(email, password, profile) {
        const user = await auth.signUp(email, password);
        const guestProfile = localClient.snapshot().profile;
        // Issue 4: the guest's profile replaces the default unless the questionnaire just produced one.
        const outcome = await importGuest(!profile);
        let saved: Profile;
        if (profile || !outcome?.profile) {
          const chosen = profile ?? guestProfile ?? DEFAULT_PROFILE;
          saved = await accountClient.saveProfile(chosen);
        } else {
          saved = (await accountClient.getProfile().catch(() => null)) ?? guestProfile ?? DEFAULT_PROFILE;
        }
        becomeAccount(user);
        return { profile: saved };
      },
      async signOut() {
        try {
          await auth.signOut();
        } catch (err) {
          console.warn('Sign out failed', err);
        }
        qc.clear();
        setState({ status: 'guest', user: null });
      },
      signInWithProvider: (providerId) => auth.signInWithProvider(providerId),
      preloadAuth: () => auth.preload?.(),
    }),
    [state, auth, accountClient, localClient, importGuest, becomeAccount, qc],
  );

  const client = state.status === 'authenticated' ? accountClient : localClient;
  return (
    <SessionContext.Provider value={value}>
      <DataClientProvider client={client}>{children}</DataClientProvider>
    </SessionContext.Provider>
  );
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}
