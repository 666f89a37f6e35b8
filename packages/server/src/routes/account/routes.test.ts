import { describe, expect, it, vi } from 'vitest';
import { anonymous, item, PASSWORD, randomEmail, signUp, TODAY, useServers } from '../../testing/app.ts';
import { ENGINES, useDatabase } from '../../testing/engines.ts';

describe.each(ENGINES)('account deletion on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  it('removes the account, its data and its sessions, and nothing of anyone else', async () => {
    const server = await start(openDatabase());
    const email = randomEmail();
    const alice = await signUp(server.app, email);
    const bob = await signUp(server.app);
    await alice.post(`/api/days/${TODAY}/items`, { items: [item('Oats')] });
    await bob.post(`/api/days/${TODAY}/items`, { items: [item('Oats')] });

    const response = await alice.delete('/api/account');
    expect(response.statusCode).toBe(204);
    const cleared = [response.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/forkcast\.session_token=;.*Max-Age=0/);

    expect((await alice.get('/api/profile')).statusCode).toBe(401);
    // Better Auth warns on the console about the unknown user; that is expected here.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const signIn = await anonymous(server.app).post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signIn.statusCode).toBe(401);
    warn.mockRestore();
    const db = server.database.db;
    for (const table of ['profiles', 'food_items', 'favorites'] as const) {
      const rows = await db
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', alice.userId!)
        .execute();
      expect(rows, table).toEqual([]);
    }
    expect((await bob.get(`/api/days/${TODAY}`)).json().items).toHaveLength(1);
    // The address is free again.
    const again = await signUp(server.app, email);
    expect((await again.get('/api/favorites')).json().favorites).toHaveLength(1);
  });
});
