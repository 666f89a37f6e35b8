#!/usr/bin/env node
// Lets `npm start` and `npm test` work as the first command on a fresh clone: when the dependencies
// are not installed yet, install them exactly as locked (`npm ci`). Uses only Node's own modules.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function ensureInstalled() {
  if (fs.existsSync(path.join(root, 'node_modules', '.package-lock.json'))) return;
  console.log('Forkcast: installing dependencies (npm ci), once...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Forkcast: `npm ci` failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureInstalled();
