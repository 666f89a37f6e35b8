// Issue 7 part 2: two sessions of one user hammer one day with 200 mixed writes at once. Whatever order the
// server ran them in, the day must end as a serial run of the acknowledged operations leaves it, and every
// answer along the way must be a consistent day (its totals are its items' totals).
import { dayTotals } from '@forkcast/core';
import type { DailyIntake, FoodItem } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import {
  anonymous,
  Client,
  item,
  PASSWORD,
  randomEmail,
  sessionCookie,
  signUp,
  TODAY,
  useServers,
} from '../testing/app.ts';
import { ENGINES, useDatabase } from '../testing/engines.ts';

const DAY = TODAY;
const FIELDS = ['name', 'calories', 'protein', 'carbs', 'fat', 'quantity', 'units', 'notes'] as const;
type Field = (typeof FIELDS)[number];

type Op =
  | { kind: 'add'; session: 0 | 1; item: ReturnType<typeof item> & { id: string } }
  | { kind: 'edit'; session: 0 | 1; id: string; field: Field; value: string | number }
  | { kind: 'delete'; session: 0 | 1; id: string };

/** A small seeded generator, so a failing mix can be replayed from its seed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function valueFor(field: Field, n: number): string | number {
  switch (field) {
    case 'name':
      return `Renamed ${n}`;
    case 'units':
      return n % 2 ? 'grams' : 'cups';
    case 'notes':
      return `note ${n}`;
    case 'quantity':
      return 1 + (n % 7) / 2;
    default:
      return n % 300;
  }
}

/**
 * 200 operations. Each (item, field) pair is edited at most once, so edits commute; deletes are final; the same
 * new id is sometimes added by both sessions (exactly one may win; it is never deleted). Edits and deletes also target items added
 * in the same burst, which may or may not exist yet when they run.
 */
function makeOps(seed: number, seeded: string[]): Op[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const session = (): 0 | 1 => (random() < 0.5 ? 0 : 1);
  const ops: Op[] = [];
  const added: string[] = [];
  for (let i = 0; i < 50; i++) {
    const id = `new-${i}`;
    added.push(id);
    ops.push({ kind: 'add', session: session(), item: { ...item(`Added ${i}`, 10 + i), id } });
  }
  for (let i = 0; i < 5; i++) {
    const id = `twice-${i}`;
    added.push(id);
    ops.push({ kind: 'add', session: 0, item: { ...item(`First ${i}`, 11), id } });
    ops.push({ kind: 'add', session: 1, item: { ...item(`Second ${i}`, 22), id } });
  }
  const targets = [...seeded, ...added];
  const edited = new Set<string>();
  while (ops.length < 160) {
    const id = pick(targets);
    const field = pick(FIELDS);
    if (edited.has(`${id}/${field}`)) continue;
    edited.add(`${id}/${field}`);
    ops.push({ kind: 'edit', session: session(), id, field, value: valueFor(field, ops.length) });
  }
  // Not the ids added twice: add, delete, add again is a legitimate serial run with another outcome.
  const deletable = [...seeded, ...added.filter((id) => !id.startsWith('twice-'))];
  while (ops.length < 195) ops.push({ kind: 'delete', session: session(), id: pick(deletable) });
  // Ids nobody has: refused with 404 and nothing changes.
  for (let i = 0; i < 5; i++) ops.push({ kind: 'delete', session: session(), id: `ghost-${i}` });
  // Shuffle, so adds, edits and deletes interleave in the burst.
  for (let i = ops.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ops[i], ops[j]] = [ops[j]!, ops[i]!];
  }
  return ops;
}

function send(clients: [Client, Client], op: Op) {
  const c = clients[op.session];
  if (op.kind === 'add') return c.post(`/api/days/${DAY}/items`, { items: [op.item] });
  if (op.kind === 'edit') return c.patch(`/api/days/${DAY}/items/${op.id}`, { [op.field]: op.value });
  return c.delete(`/api/days/${DAY}/items/${op.id}`);
}

/** The serial run of the acknowledged operations: adds first (an acknowledged edit or delete found its item). */
function serialRun(initial: FoodItem[], acknowledged: Op[]): Map<string, Record<string, unknown>> {
  const day = new Map<string, Record<string, unknown>>(initial.map((i) => [i.id, { ...i }]));
  for (const op of acknowledged) if (op.kind === 'add') day.set(op.item.id, { ...op.item });
  for (const op of acknowledged) if (op.kind === 'edit') day.get(op.id)![op.field] = op.value;
  for (const op of acknowledged) if (op.kind === 'delete') day.delete(op.id);
  return day;
}

const comparable = (i: Record<string, unknown>) => ({
  id: i.id,
  name: i.name,
  calories: i.calories,
  protein: i.protein,
  carbs: i.carbs,
  fat: i.fat,
  quantity: i.quantity,
  units: i.units,
  notes: i.notes,
});
const byId = (a: { id: unknown }, b: { id: unknown }) => String(a.id).localeCompare(String(b.id));

describe.each(ENGINES)('two sessions, 200 concurrent writes to one day on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  it('ends as the serial run of the acknowledged operations', async () => {
    const { app } = await start(openDatabase());
    const email = randomEmail();
    const first = await signUp(app, email);
    const signIn = await anonymous(app).post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const second = new Client(app, sessionCookie(signIn), first.userId);
    expect(second.cookie).not.toBe(first.cookie);

    const seededItems = Array.from({ length: 40 }, (_, i) => ({
      ...item(`Seed ${i}`, 100 + i),
      id: `seed-${i}`,
    }));
    const seeded = await first.post(`/api/days/${DAY}/items`, { items: seededItems });
    expect(seeded.statusCode).toBe(201);
    const initial = seeded.json<DailyIntake>().items;

    const seed = 20260315;
    const ops = makeOps(
      seed,
      initial.map((i) => i.id),
    );
    const responses = await Promise.all(ops.map((op) => send([first, second], op)));

    const acknowledged: Op[] = [];
    responses.forEach((r, n) => {
      const op = ops[n]!;
      // Refusals are the expected ones: a lost race for an id, an item not there (yet, or any more).
      const expected = op.kind === 'add' ? [201, 409] : [200, 404];
      expect(expected, `${op.kind} ${r.statusCode} ${r.body} (seed ${seed})`).toContain(r.statusCode);
      if (r.statusCode >= 300) {
        expect(r.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
        return;
      }
      acknowledged.push(op);
      // Every acknowledged answer is a whole, consistent day.
      const day = r.json<DailyIntake>();
      expect(day.totals).toEqual(dayTotals(day.items));
    });

    // The same id added by both sessions: exactly one of the two was acknowledged.
    for (let i = 0; i < 5; i++) {
      const wins = acknowledged.filter((op) => op.kind === 'add' && op.item.id === `twice-${i}`);
      expect(wins).toHaveLength(1);
    }
    // An item is deleted at most once.
    const deletes = acknowledged.filter((op) => op.kind === 'delete').map((op) => op.id);
    expect(new Set(deletes).size).toBe(deletes.length);
    expect(deletes.some((id) => id.startsWith('ghost-'))).toBe(false);

    const expected = [...serialRun(initial, acknowledged).values()].map(comparable).sort(byId);
    for (const client of [first, second]) {
      const final = (await client.get(`/api/days/${DAY}`)).json<DailyIntake>();
      expect(final.items.map((i) => comparable(i as unknown as Record<string, unknown>)).sort(byId)).toEqual(
        expected,
      );
      expect(final.totals).toEqual(dayTotals(final.items));
    }
    // The mix did exercise every kind of write.
    const kinds = new Set(acknowledged.map((op) => op.kind));
    expect([...kinds].sort()).toEqual(['add', 'delete', 'edit']);
  });
});
