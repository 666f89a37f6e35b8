// The sign-in, sign-up and sign-out sequences (spec section 4, issues 4 and 12), loaded with the account side of
// the session (session-data.ts): a guest's screens show without them (issue 15, decision 159). SessionProvider
// (session.tsx) hands them its state.
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_PROFILE } from '@forkcast/core';
import type { Profile } from '@forkcast/core';
import type { AuthApi, SessionUser } from './auth.ts';
import type { DataClient, GuestStore } from '../data/client.ts';
import { accountDbName, accountDbNames, deleteForkcastDb } from '../data/idb.ts';
import { accountProfileIsReplaceable, importGuestData, startSyncingGuestData } from '../data/import.ts';
import type { ImportPayload } from '../data/remote.ts';
import { SyncedDataClient } from '../data/synced.ts';
import type { SyncState } from '../data/synced.ts';
import { showToast } from '../components/ui/Toast.tsx';

export interface SessionFlows {
  auth: AuthApi;
  qc: QueryClient;
  localClient: GuestStore;
  /** The signed-in person, if any. */
  user: SessionUser | null;
  /** The account data clients this page opened. */
  clients: Map<string, DataClient>;
  clientFor(user: SessionUser): DataClient;
  /** Moves the guest's data into the account (null when it failed and stays for the next attempt). */
  importGuest(accountClient: DataClient, includeProfile: boolean): Promise<{ profile?: unknown } | null>;
  becomeAccount(user: SessionUser): void;
  remember(user: SessionUser | null): void;
  rememberedUser(): SessionUser | null;
  toGuest(): void;
}

/** Waits for `work` at most `ms`: sign-out must not hang on a request or a blocked database deletion. */
const settle = (work: Promise<unknown>, ms: number): Promise<void> =>
  Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ]);

/**
 * Sign-out on a shared computer: every account database in this browser goes. A deletion that a still-open
 * connection blocks completes as soon as that connection closes; sign-out does not wait for it forever.
 */
async function forgetAccounts(flows: SessionFlows): Promise<void> {
  const names = new Set(await accountDbNames().catch(() => []));
  const user = flows.rememberedUser();
  if (user) names.add(accountDbName(user.id));
  flows.remember(null);
  await settle(Promise.all([...names].map((n) => deleteForkcastDb(n))), 2000);
}

/** After an email sign-in: the guest's data joins the account; resolves with the account's profile. */
export async function signInAs(flows: SessionFlows, user: SessionUser): Promise<{ profile: Profile | null }> {
  const accountClient = flows.clientFor(user);
  let profile = await accountClient.getProfile().catch(() => null);
  const outcome = await flows.importGuest(accountClient, accountProfileIsReplaceable(profile));
  if (outcome?.profile) profile = await accountClient.getProfile().catch(() => null);
  flows.becomeAccount(user);
  return { profile };
}

/** After an email sign-up: saves `profile` (else the guest's, else the default) with the guest's data. */
export async function signUpAs(
  flows: SessionFlows,
  user: SessionUser,
  profile: Profile | null | undefined,
): Promise<{ profile: Profile }> {
  const accountClient = flows.clientFor(user);
  const guestProfile = (await flows.localClient.snapshot()).profile;
  // Issue 4: the guest's profile replaces the default unless the questionnaire just produced one.
  const outcome = await flows.importGuest(accountClient, !profile);
  let saved: Profile;
  if (profile || !outcome?.profile) {
    const chosen = profile ?? guestProfile ?? DEFAULT_PROFILE;
    saved = await accountClient.saveProfile(chosen);
  } else {
    saved = (await accountClient.getProfile().catch(() => null)) ?? guestProfile ?? DEFAULT_PROFILE;
  }
  flows.becomeAccount(user);
  return { profile: saved };
}

export async function signOut(flows: SessionFlows): Promise<void> {
  const current = flows.user ? flows.clientFor(flows.user) : null;
  if (current instanceof SyncedDataClient) {
    // A last chance for queued changes to reach the server before this browser forgets them.
    await settle(current.sync(), 3000);
  }
  for (const c of flows.clients.values()) if (c instanceof SyncedDataClient) await c.close();
  flows.clients.clear();
  try {
    await flows.auth.signOut();
  } catch (err) {
    console.warn('Sign out failed', err);
  }
  // Issue 12: a shared computer keeps no diary of the person who signed out.
  await forgetAccounts(flows);
  flows.qc.clear();
  flows.toGuest();
}

const IMPORT_FAILED =
  "Your guest data could not be copied to your account yet. It stays on this device and we'll try again next time.";

/**
 * Moves the guest's data into the account: on the local-first store it joins the queue of operations
 * (decision 125); a failure keeps it locally for the next attempt.
 */
export async function importGuestInto(
  localClient: GuestStore,
  accountClient: DataClient,
  includeProfile: boolean,
  sendImport?: (payload: ImportPayload) => Promise<{ items: number; favorites: number }>,
) {
  try {
    if (accountClient instanceof SyncedDataClient) {
      return await startSyncingGuestData(localClient, accountClient, { includeProfile });
    }
    return await importGuestData(localClient, { includeProfile, send: sendImport });
  } catch (err) {
    console.warn('Guest import failed', err);
    showToast(IMPORT_FAILED, 'error');
    return null;
  }
}

/** Back from the identity provider, or an interrupted import: what the guest still holds joins the account. */
export async function importPending(
  flows: Pick<SessionFlows, 'localClient' | 'clientFor' | 'importGuest'>,
  user: SessionUser,
): Promise<void> {
  const pending = await flows.localClient.snapshot();
  if (
    pending.profile ||
    pending.favorites.length > 0 ||
    pending.days.length > 0 ||
    pending.weights.length > 0 ||
    pending.incompleteDays.length > 0
  ) {
    const accountClient = flows.clientFor(user);
    const existing = await accountClient.getProfile().catch(() => null);
    await flows.importGuest(accountClient, accountProfileIsReplaceable(existing));
  }
}

/** Sync while signed in: now, on focus, when the network returns, and on the client's own interval. */
export function watchSync(
  client: SyncedDataClient,
  qc: QueryClient,
  onState: (state: SyncState) => void,
): () => void {
  const unsubscribe = client.subscribe((next, changed) => {
    onState({ ...next });
    if (changed) void qc.invalidateQueries({ queryKey: ['data', 'account'] });
  });
  const kick = () => void client.sync().catch(() => undefined);
  const onVisible = () => {
    if (document.visibilityState === 'visible') kick();
  };
  window.addEventListener('focus', kick);
  window.addEventListener('online', kick);
  document.addEventListener('visibilitychange', onVisible);
  void client.pendingCount().then((pending) => onState({ ...client.state, pending }));
  kick();
  return () => {
    unsubscribe();
    window.removeEventListener('focus', kick);
    window.removeEventListener('online', kick);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
