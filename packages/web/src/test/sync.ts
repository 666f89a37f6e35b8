// Test doubles for the local-first store's tests (issue 12): a food to log and the network between a device and
// the server's contract in memory.
import type { NewFoodItem, SyncAnswer, SyncRequest } from '@forkcast/core';
import type { MemoryServer } from '@forkcast/core/testing';
import { ApiError } from '../data/api.ts';

export const food = (name: string, calories = 100): NewFoodItem => ({
  name,
  calories,
  protein: 1,
  carbs: 2,
  fat: 3,
  units: 'serving',
  quantity: 1,
});

/** The network between a device and the server: up, down, or failing after the server applied the batch. */
export class Network {
  online = true;
  loseAnswers = 0;
  constructor(readonly server: MemoryServer) {}
  send = async (request: SyncRequest): Promise<SyncAnswer> => {
    if (!this.online) throw new ApiError(0, 'network', 'Could not reach the server.');
    const answer = await this.server.sync(request);
    if (this.loseAnswers > 0) {
      this.loseAnswers -= 1;
      throw new ApiError(0, 'network', 'Could not reach the server.');
    }
    return answer;
  };
}
