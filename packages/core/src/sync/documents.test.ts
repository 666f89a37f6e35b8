import { describeStoreContract } from '../testing/store-contract.ts';
import { memoryStore } from './documents.ts';

describeStoreContract('memory documents', async () => memoryStore());
