#!/usr/bin/env node
// `npm run dev`: the API server in watch mode on :3000 and Vite's dev server (which proxies /api to it).
// Open the address Vite prints (http://localhost:5173).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNode } from './node-runtime.mjs';

ensureNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

// The browser talks to Vite's origin; Better Auth must know it as the public address (cookies, the OIDC callback).
// Vite's proxy (packages/web/vite.config.ts) forwards to 127.0.0.1:3000, so the API stays on that port.
const env = {
  ...process.env,
  PORT: '3000',
  PUBLIC_URL: process.env.PUBLIC_URL || 'http://localhost:5173',
};

const children = [
  // tsx's watch mode restarts the server when any file it imported changes (core and foods included).
  spawn(process.execPath, [tsxCli, 'watch', path.join('packages', 'server', 'src', 'main.ts')], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn(npm, ['run', 'dev', '-w', '@forkcast/web'], { cwd: root, env: process.env, stdio: 'inherit' }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
// When either stops, the other has no purpose.
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
