import type { Database } from '../storage/database.ts';
import { KyselyRepository } from '../storage/kysely-repository.ts';
import type { Repository } from '../storage/repository.ts';
import { AccountService } from './account.ts';
import { systemClock } from './clock.ts';
import type { Clock } from './clock.ts';
import { CoachService } from './coach.ts';
import { DiaryService } from './diary.ts';
import { FavoritesService } from './favorites.ts';
import { ProfileService } from './profile.ts';
import { SyncService } from './sync.ts';
import { TransferService } from './transfer.ts';

export interface Services {
  clock: Clock;
  repo: Repository;
  account: AccountService;
  coach: CoachService;
  diary: DiaryService;
  favorites: FavoritesService;
  profile: ProfileService;
  transfer: TransferService;
  sync: SyncService;
}

export function createServices(database: Database, clock: Clock = systemClock): Services {
  const repo = new KyselyRepository(database, clock.now);
  return {
    clock,
    repo,
    account: new AccountService(repo),
    coach: new CoachService(repo),
    diary: new DiaryService(repo, clock),
    favorites: new FavoritesService(repo, clock),
    profile: new ProfileService(repo),
    transfer: new TransferService(repo, clock),
    sync: new SyncService(repo, clock),
  };
}
