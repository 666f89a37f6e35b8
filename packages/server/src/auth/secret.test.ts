import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './index.ts';
import { SECRET_FILE_NAME } from './secret.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'forkcast-secret-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('resolveAuthSecret', () => {
  it('generates a strong secret once, keeps it in DATA_DIR with mode 0600, and reuses it', () => {
    const dataDir = join(tempDir(), 'data', 'nested');
    const first = resolveAuthSecret(dataDir);
    const file = join(dataDir, SECRET_FILE_NAME);

    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(dataDir)).toBe(first);
    expect(resolveAuthSecret(dataDir, '')).toBe(first);
  });

  it('gives every data directory its own secret', () => {
    expect(resolveAuthSecret(tempDir())).not.toBe(resolveAuthSecret(tempDir()));
  });

  it('prefers BETTER_AUTH_SECRET and then writes nothing', () => {
    const dataDir = tempDir();
    expect(resolveAuthSecret(dataDir, 'from-the-environment-0123456789abcdef')).toBe(
      'from-the-environment-0123456789abcdef',
    );
    expect(() => statSync(join(dataDir, SECRET_FILE_NAME))).toThrow();
  });

  it('refuses a damaged secret file instead of signing with a weak key', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, SECRET_FILE_NAME), 'short\n');
    expect(() => resolveAuthSecret(dataDir)).toThrow(/shorter than 32 characters/);
  });
});
