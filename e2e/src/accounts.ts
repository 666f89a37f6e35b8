// Accounts for journeys that need one to exist already (the sign-up screen itself is tested on its own).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Person } from './harness.ts';

/** Every run has a fresh database, but journeys in one run must not collide. */
export function uniqueEmail(who: string): string {
  return `${who}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Creates an account the way the browser does (Better Auth's email sign-up, same-origin). */
export async function signUpByApi(baseUrl: string, email: string, password: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password, name: email.split('@')[0] }),
  });
  if (!res.ok) throw new Error(`sign-up of ${email} failed: ${res.status} ${await res.text()}`);
}

/**
 * Signs in the way the browser does (same-origin cookie). Every journey of the run comes from 127.0.0.1 and shares
 * the server's per-address sign-in limit (issue 11), so a 429 is waited out as its Retry-After says, at most twice.
 */
export async function signInByApi(person: Person, email: string, password: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const res = await person.page.request.post('/api/auth/sign-in/email', {
      data: { email, password },
      headers: { origin: person.env.baseUrl },
    });
    if (res.status() === 429 && attempt < 2) {
      const seconds = Number(res.headers()['x-retry-after'] ?? res.headers()['retry-after'] ?? 60);
      await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(seconds, 1), 61) * 1000));
      continue;
    }
    assert.equal(res.status(), 200, await res.text());
    return;
  }
}
