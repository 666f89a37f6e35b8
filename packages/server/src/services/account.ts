import { DEFAULT_FAVORITE, DEFAULT_PROFILE } from '@forkcast/core';
import type { Repository } from '../storage/repository.ts';

export class AccountService {
  constructor(private readonly repo: Repository) {}

  /**
   * Spec section 4 (signup success): a new account gets the default profile and the default favorite (the
   * Egg). The web then saves the onboarding profile over it when it has one.
   */
  onUserCreated(userId: string): Promise<void> {
    return this.repo.seedAccount(userId, DEFAULT_PROFILE, DEFAULT_FAVORITE);
  }

  /** Everything the user stored, then the account, its sessions and credentials. */
  deleteAccount(userId: string): Promise<void> {
    return this.repo.deleteUser(userId);
  }
}
