// Test helpers other packages use: the storage contract suite and the sync server in memory.
export { describeStoreContract } from './store-contract.ts';
export { MemoryServer } from '../sync/memory-server.ts';
