// Spec section 3 (guest storage shapes): one key for the profile, one for favorites, one per date.
export const PROFILE_KEY = 'forkcast:profile';
export const FAVORITES_KEY = 'forkcast:favorites';
export const INTAKE_PREFIX = 'forkcast:intake:';
/** Spec section 3: a local flag records walkthrough completion. */
export const WALKTHROUGH_FLAG_KEY = 'forkcast:walkthroughCompleted';

/** Issue 13 (decision 132): the guest's weigh-ins and incomplete marks, one object keyed by date. */
export const BODY_DAYS_KEY = 'forkcast:bodyDays';
/** Issue 12: the signed-in user, so a reload while offline still knows whose data this is (removed at sign-out). */
export const ACCOUNT_KEY = 'forkcast:account';
/** Issue 15 (decision 198): a guest's home as it first showed on the last load, for the page's boot script. */
export const HOME_SCREEN_KEY = 'forkcast:home-screen';
/** Issue 15 (decision 190), sessionStorage: a sign-in with the identity provider is under way (set before its redirect). */
export const SIGNING_IN_KEY = 'forkcast:signing-in';

/** The guest's localStorage keys (the walkthrough flag and the remembered account are not guest data). */
export function legacyKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (
      key === PROFILE_KEY ||
      key === FAVORITES_KEY ||
      key === BODY_DAYS_KEY ||
      (key !== null && key.startsWith(INTAKE_PREFIX))
    )
      keys.push(key);
  }
  return keys;
}
