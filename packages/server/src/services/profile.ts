import { MESSAGES, rules } from '@forkcast/core';
import type { Profile } from '@forkcast/core';
import { notFound } from '../http/errors.ts';
import type { Repository } from '../storage/repository.ts';

// Spec section 8: the message shown when a signed-in user has no profile.
export const NO_PROFILE_MESSAGE = MESSAGES.noProfile;

export class ProfileService {
  constructor(private readonly repo: Repository) {}

  async get(userId: string): Promise<Profile> {
    const profile = await rules.getProfile(this.repo.read(userId));
    if (!profile) throw notFound(NO_PROFILE_MESSAGE);
    return profile;
  }

  save(userId: string, profile: Profile): Promise<Profile> {
    return this.repo.write(userId, (store) => rules.saveProfile(store, profile));
  }
}
