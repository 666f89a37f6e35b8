#!/usr/bin/env node
// `npm start`: from a fresh clone, install and build what is missing, then serve the web app and the API.
// The server runs its TypeScript directly through tsx (decision 012): there is no compile step to forget.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './ensure-install.mjs';
import { ensureNode } from './node-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'packages', 'web', 'dist', 'index.html');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

ensureNode();
ensureInstalled();

if (!fs.existsSync(webIndex)) {
  console.log('Forkcast: the web app is not built yet; building it (npm run build)...');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('Forkcast: `npm run build` failed; see the output above.');
    process.exit(build.status ?? 1);
  }
}

// The working directory is the repository root, so DATA_DIR (./data) and .env are found there.
const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join('packages', 'server', 'src', 'main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
