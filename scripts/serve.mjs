#!/usr/bin/env node
// `npm run serve`: production start. Serves what is already installed and built, and never installs or
// builds anything (issue 11); when something is missing it says what, and how to make it, and exits 1.
// SIGTERM is passed on: the server finishes in-flight requests, stops its worker threads and closes the
// database before exiting.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const missing = [];
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) missing.push(`Node 24 or newer (this is ${process.version})`);
if (!fs.existsSync(path.join(root, 'node_modules', 'tsx'))) missing.push('the dependencies: run `npm ci`');
if (!fs.existsSync(path.join(root, 'packages', 'web', 'dist', 'index.html'))) {
  missing.push('the built web app (packages/web/dist): run `npm run build`');
}
if (missing.length > 0) {
  console.error(`Forkcast cannot serve: missing\n${missing.map((m) => `  - ${m}`).join('\n')}`);
  process.exit(1);
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join('packages', 'server', 'src', 'main.ts')],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
