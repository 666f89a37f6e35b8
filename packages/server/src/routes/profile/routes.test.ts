import { DEFAULT_PROFILE } from '@forkcast/core';
import type { Profile } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { signUp, useServers } from '../../testing/app.ts';
import { ENGINES, useDatabase } from '../../testing/engines.ts';

describe.each(ENGINES)('profile API on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  it('gives a new account the default profile, which the onboarding profile then replaces', async () => {
    const alice = await signUp((await start(openDatabase())).app);
    expect((await alice.get('/api/profile')).json()).toEqual(DEFAULT_PROFILE);
    const onboarding: Profile = {
      ...DEFAULT_PROFILE,
      age: 31,
      sex: 'female',
      weight: 141.5,
      height: 65,
      goal: 'custom',
      goalType: 'lose',
      customWeightChange: -0.5,
      targetCalories: 1650,
      unitSystem: 'metric',
    };
    const saved = await alice.put('/api/profile', onboarding);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(onboarding);
    expect((await alice.get('/api/profile')).json()).toEqual(onboarding);
  });

  it('refuses an invalid profile and keeps the stored one', async () => {
    const alice = await signUp((await start(openDatabase())).app);
    for (const bad of [
      { ...DEFAULT_PROFILE, age: 0 },
      { ...DEFAULT_PROFILE, activityLevel: 'couch' },
      { ...DEFAULT_PROFILE, targetCalories: 20001 },
      { ...DEFAULT_PROFILE, weight: undefined },
    ]) {
      const response = await alice.put('/api/profile', bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
    }
    expect((await alice.get('/api/profile')).json()).toEqual(DEFAULT_PROFILE);
  });

  it('answers 404 with the spec message when an account has no profile', async () => {
    const server = await start(openDatabase());
    const alice = await signUp(server.app);
    await server.database.db.deleteFrom('profiles').where('user_id', '=', alice.userId!).execute();
    const response = await alice.get('/api/profile');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No profile found. Please complete onboarding.' },
    });
  });
});
