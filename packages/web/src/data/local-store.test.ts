// The storage contract (issue 12) over the browser's storage: the same suite as SQLite and PostgreSQL.
import { DocumentStore } from '@forkcast/core';
import { describeStoreContract } from '@forkcast/core/testing';
import { LocalStorageDocuments } from './local.ts';

describeStoreContract('localStorage (spec section 3 keys)', async () => {
  localStorage.clear();
  return new DocumentStore(new LocalStorageDocuments(localStorage));
});
