import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_FILE_NAME = 'auth-secret';

// The embedded default must run with no setup, so without BETTER_AUTH_SECRET a secret is made once and
// kept beside the data: sessions survive restarts, and nobody else can read it (mode 0600).
export function resolveAuthSecret(dataDir: string, envSecret?: string): string {
  const fromEnv = envSecret?.trim();
  if (fromEnv) return fromEnv;

  const file = join(dataDir, SECRET_FILE_NAME);
  const existing = readSecretFile(file);
  if (existing !== null) return existing;

  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx' fails when another process wrote the file first; then its secret wins.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const raced = readSecretFile(file);
    if (raced === null) throw new Error(`The auth secret file ${file} vanished`, { cause: error });
    return raced;
  }
}

function readSecretFile(file: string): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < 32) {
    throw new Error(
      `The auth secret in ${file} is shorter than 32 characters; delete the file to generate a new one (this signs everyone out)`,
    );
  }
  return secret;
}
