// Session state (spec section 4): guest or signed in, decided by whether an authenticated user exists.
// It picks the data client and runs the sign-in, sign-up and sign-out sequences, including the guest import.
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@forkcast/core';
import type { AuthApi, SessionUser } from './auth.ts';
import type { DataClient, GuestStore } from '../data/client.ts';
import { DeferredGuestClient } from '../data/guest-client.ts';
import { ApiError } from '../data/api.ts';
import { accountDbName } from '../data/idb.ts';
import { ACCOUNT_KEY } from '../data/keys.ts';
import type { SyncedDataClient, SyncState } from '../data/synced.ts';
import { SyncStatusContext } from '../components/shell/SyncStatus.tsx';
import type { ImportPayload } from '../data/remote.ts';
import type * as SessionDataModule from './session-data.ts';
import type { SessionFlows } from './session-flows.ts';
import { DataClientProvider } from '../hooks/useDataClient.tsx';

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
  local: GuestStore;
}

const SessionContext = createContext<SessionValue | null>(null);

type SessionData = typeof SessionDataModule;
/** The account side's code once loaded (every path to a signed-in session waits for it first). */
let sessionData: SessionData | null = null;
let sessionDataLoad: Promise<SessionData> | null = null;
export function loadSessionData(): Promise<SessionData> {
  return (sessionDataLoad ??= import('./session-data.ts').then((m) => (sessionData = m)));
}
function accountData(): SessionData {
  if (!sessionData) throw new Error('The account code is not loaded yet');
  return sessionData;
}
const isSynced = (client: DataClient | null): client is SyncedDataClient =>
  client !== null && sessionData !== null && client instanceof sessionData.SyncedDataClient;

export interface SessionProviderProps {
  auth: AuthApi;
  children: ReactNode;
  local?: GuestStore;
  account?: DataClient;
  /** The import call (tests run it against an in-memory server of the same contract). */
  sendImport?: (payload: ImportPayload) => Promise<{ items: number; favorites: number }>;
}

/** The signed-in user as last confirmed by the server (issue 12: offline, the app still knows who it is). */
function rememberedUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(ACCOUNT_KEY);
    const user = raw ? (JSON.parse(raw) as SessionUser) : null;
    return user && typeof user.id === 'string' ? user : null;
  } catch {
    return null;
  }
}

function remember(user: SessionUser | null): void {
  try {
    if (user) localStorage.setItem(ACCOUNT_KEY, JSON.stringify(user));
    else localStorage.removeItem(ACCOUNT_KEY);
  } catch {
    // Storage refused: the app still works online.
  }
}

export function SessionProvider({ auth, children, local, account, sendImport }: SessionProviderProps) {
  const qc = useQueryClient();
  const [localClient] = useState<GuestStore>(() => local ?? new DeferredGuestClient());
  const [state, setState] = useState<{ status: AuthStatus; user: SessionUser | null }>({
    status: 'loading',
    user: null,
  });
  // Issue 12: an account's data lives in this browser (one IndexedDB per account) and syncs with the server.
  const [clients] = useState(() => new Map<string, DataClient>());
  const clientFor = useCallback(
    (user: SessionUser): DataClient => {
      if (account) return account;
      let client = clients.get(user.id);
      if (!client) {
        client = new (accountData().SyncedDataClient)({ dbName: accountDbName(user.id) });
        clients.set(user.id, client);
      }
      return client;
    },
    [account, clients],
  );
  const [syncState, setSyncState] = useState<{ client: SyncedDataClient; state: SyncState } | null>(null);

  /** Decision 125: the guest's data joins the account (session-flows.ts, loaded with the account side). */
  const importGuest = useCallback(
    async (accountClient: DataClient, includeProfile: boolean) =>
      (await loadSessionData()).importGuestInto(localClient, accountClient, includeProfile, sendImport),
    [localClient, sendImport],
  );

  useEffect(() => {
    let live = true;
    (async () => {
      let user: SessionUser | null;
      let reached = true;
      try {
        user = await auth.getSession();
        remember(user);
      } catch (err) {
        // Offline (or the server is down): the person last signed in here keeps working on their local copy.
        reached = !(err instanceof ApiError && err.code === 'network');
        user = rememberedUser();
        if (!user) console.warn('Session check failed; continuing as a guest', err);
      }
      if (user) await loadSessionData();
      if (user && reached) {
        // Back from the identity provider, or a previous import was interrupted before the local copy was cleared.
        await accountData().importPending({ localClient, clientFor, importGuest }, user);
      }
      if (live) setState({ status: user ? 'authenticated' : 'guest', user });
    })();
    return () => {
      live = false;
    };
  }, [auth, clientFor, localClient, importGuest]);

  // Sync while signed in: now, on focus, when the network returns, and on the client's own interval.
  const activeClient = state.status === 'authenticated' && state.user ? clientFor(state.user) : null;
  useEffect(() => {
    if (!isSynced(activeClient)) return;
    const client = activeClient;
    return accountData().watchSync(client, qc, (next) => setSyncState({ client, state: next }));
  }, [activeClient, qc]);

  const becomeAccount = useCallback(
    (user: SessionUser) => {
      qc.removeQueries({ queryKey: ['data'] });
      setState({ status: 'authenticated', user });
    },
    [qc],
  );

  // Decision 159: the sign-in, sign-up and sign-out sequences load with the account side (session-flows.ts).
  const flows = useMemo<SessionFlows>(
    () => ({
      auth,
      qc,
      localClient,
      user: state.user,
      clients,
      clientFor,
      importGuest,
      becomeAccount,
      remember,
      rememberedUser,
      toGuest: () => setState({ status: 'guest', user: null }),
    }),
    [auth, qc, localClient, state.user, clients, clientFor, importGuest, becomeAccount],
  );

  const value = useMemo<SessionValue>(
    () => ({
      ...state,
      local: localClient,
      async signIn(email, password) {
        const user = await auth.signIn(email, password);
        remember(user);
        return (await loadSessionData()).signInAs(flows, user);
      },
      async signUp(email, password, profile) {
        const user = await auth.signUp(email, password);
        remember(user);
        return (await loadSessionData()).signUpAs(flows, user, profile);
      },
      async signOut() {
        await (await loadSessionData()).signOut(flows);
      },
      signInWithProvider: (providerId) => auth.signInWithProvider(providerId),
      preloadAuth: () => auth.preload?.(),
    }),
    [state, auth, localClient, flows],
  );

  const client = activeClient ?? localClient;
  const shownSync = isSynced(activeClient)
    ? syncState?.client === activeClient
      ? syncState.state
      : activeClient.state
    : null;
  return (
    <SessionContext.Provider value={value}>
      <SyncStatusContext.Provider value={shownSync}>
        <DataClientProvider client={client}>{children}</DataClientProvider>
      </SyncStatusContext.Provider>
    </SessionContext.Provider>
  );
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}
