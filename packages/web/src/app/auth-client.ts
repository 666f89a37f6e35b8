// Better Auth's browser client, same origin (the server mounts it under /api/auth). Loaded on demand so the
// first screen does not carry it.
import { createAuthClient } from 'better-auth/client';

export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
});
