// Doubles at the edges a jsdom test cannot run: the auth server and the account's API. The account is a real
// LocalDataClient over its own IndexedDB database, so it keeps every rule of the data contract.
import { DEFAULT_FAVORITE, DEFAULT_PROFILE, favoriteKey } from '@forkcast/core';
import type { AuthApi, SessionUser } from '../app/auth.ts';
import { openForkcastDb } from '../data/idb.ts';
import { LocalDataClient } from '../data/local.ts';
import type { ImportPayload } from '../data/remote.ts';

let accounts = 0;

/** One account on the fake server: its data, plus the import endpoint's contract (ids kept, favorites by identity). */
export class FakeAccount {
  readonly client = new LocalDataClient({ dbName: `fake-account-${++accounts}`, storage: null });
  readonly imports: ImportPayload[] = [];
  /** Override the account client's kind so the app treats it as the account. */
  readonly dataClient = Object.assign(Object.create(this.client) as LocalDataClient, {
    kind: 'account' as const,
  });

  /** What the server does when it creates a user (spec section 4: default profile and favorite). */
  async seed() {
    await this.client.saveProfile(DEFAULT_PROFILE);
    if (!(await this.client.getFavorites()).some((f) => favoriteKey(f) === favoriteKey(DEFAULT_FAVORITE))) {
      await this.client.addFavorite(DEFAULT_FAVORITE);
    }
  }

  /** The account loses its profile (an account created before profiles existed). */
  async dropProfile() {
    const db = await openForkcastDb(this.client.dbName);
    await db.delete('docs', 'profile');
    db.close();
  }

  async import(payload: ImportPayload) {
    this.imports.push(structuredClone(payload));
    if (payload.profile) await this.client.saveProfile(payload.profile);
    const favorites = await this.client.getFavorites();
    const keys = new Set(favorites.map(favoriteKey));
    for (const f of payload.favorites) if (!keys.has(favoriteKey(f))) await this.client.addFavorite(f);
    let items = 0;
    for (const day of payload.days) {
      const existing = new Set((await this.client.getDay(day.date)).items.map((i) => i.id));
      const fresh = day.items.filter((i) => !existing.has(i.id));
      if (fresh.length > 0) await this.client.addItems(day.date, fresh);
      items += day.items.length;
    }
    return { items, favorites: payload.favorites.length };
  }
}

/** Better Auth's behaviour as the app sees it: email and password accounts, one session at a time. */
export class FakeAuth implements AuthApi {
  users = new Map<string, { password: string; user: SessionUser }>();
  session: SessionUser | null = null;
  onSignUp: (user: SessionUser) => void | Promise<void> = () => {};
  providerCalls: string[] = [];

  async getSession() {
    return this.session;
  }
  async signIn(email: string, password: string) {
    const found = this.users.get(email);
    if (!found || found.password !== password) throw new Error('Invalid email or password');
    this.session = found.user;
    return found.user;
  }
  async signUp(email: string, password: string) {
    if (this.users.has(email)) throw new Error('User already exists. Use another email.');
    const user = { id: `u${this.users.size + 1}`, email };
    this.users.set(email, { password, user });
    await this.onSignUp(user);
    this.session = user;
    return user;
  }
  async signOut() {
    this.session = null;
  }
  async signInWithProvider(providerId: string) {
    this.providerCalls.push(providerId);
  }
}
