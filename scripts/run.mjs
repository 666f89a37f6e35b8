#!/usr/bin/env node
// `node scripts/run.mjs COMMAND [ARG ...]`: runs a command the way `npm test` needs it on a fresh clone: under
// Node.js 24 (fetched once from the npm registry when this machine's Node is older) with the dependencies
// installed exactly as locked. Uses only Node's own modules.
import { spawnSync } from 'node:child_process';
import { ensureInstalled } from './ensure-install.mjs';
import { ensureNode } from './node-runtime.mjs';

ensureNode();
ensureInstalled();
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/run.mjs COMMAND [ARG ...]');
  process.exit(2);
}
const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
process.exit(result.status ?? 1);
