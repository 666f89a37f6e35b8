// Accounts for journeys that need one to exist already (the sign-up screen itself is tested on its own).
import { randomUUID } from 'node:crypto';

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
