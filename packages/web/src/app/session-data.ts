// The account side of the session (issue 12's local-first store and the guest import), loaded when a signed-in
// person is found or signs in: a first visit's welcome screen does not need it (issue 15, decision 158).
export { SyncedDataClient } from '../data/synced.ts';
export { accountProfileIsReplaceable, importGuestData, startSyncingGuestData } from '../data/import.ts';
export { importGuestInto, importPending, signInAs, signUpAs, signOut, watchSync } from './session-flows.ts';
