#!/usr/bin/env node
// Forkcast runs on Node.js 24 LTS. When the Node that started a script is older (a fresh Debian machine ships 20),
// this fetches Node 24 once from the npm registry's own binary package (`node-<platform>-<arch>`, the same
// tarball nodejs.org publishes, headers included) into `.node/` at the repository root, and re-runs the
// script under it. Nothing is fetched from anywhere but the npm registry. Uses only Node's own modules.
//
//   node scripts/node-runtime.mjs            prints the directory of a Node >= 24 `bin/` (installing it if needed)
//   import { ensureNode } from './node-runtime.mjs'; ensureNode()   re-runs the current script under Node 24
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE_MAJOR = 24;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const prefix = path.join(root, '.node');

function major(version) {
  return Number(version.replace(/^v/, '').split('.')[0]);
}

/** The `bin/` directory of a Node >= 24: this process's own, or the one kept in `.node/`, installed on demand. */
export function nodeBinDir() {
  if (major(process.version) >= NODE_MAJOR) return path.dirname(process.execPath);
  const pkg = `node-${process.platform}-${process.arch}`;
  const home = path.join(prefix, 'node_modules', pkg);
  const bin = path.join(home, 'bin');
  if (!fs.existsSync(path.join(bin, 'node'))) {
    console.log(
      `Forkcast needs Node.js ${NODE_MAJOR}; this is ${process.version}. Fetching ${pkg}@${NODE_MAJOR} from the npm registry into .node/ (once)...`,
    );
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(
      npm,
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--prefix',
        prefix,
        `${pkg}@${NODE_MAJOR}`,
      ],
      { stdio: 'inherit' },
    );
    if (result.status !== 0 || !fs.existsSync(path.join(bin, 'node'))) {
      console.error(
        `Forkcast: could not install ${pkg}@${NODE_MAJOR}. Install Node.js ${NODE_MAJOR} yourself and run again.`,
      );
      process.exit(1);
    }
  }
  return bin;
}

/** The environment for child processes under Node 24: its `bin/` first on PATH, its headers for native builds. */
export function nodeEnv(env = process.env) {
  if (major(process.version) >= NODE_MAJOR) return env;
  const bin = nodeBinDir();
  return { ...env, PATH: `${bin}${path.delimiter}${env.PATH ?? ''}`, npm_config_nodedir: path.dirname(bin) };
}

/** Re-runs the calling script under Node 24 when this process is older; returns when it is already 24+. */
export function ensureNode() {
  if (major(process.version) >= NODE_MAJOR) return;
  const env = nodeEnv();
  const node = path.join(env.PATH.split(path.delimiter)[0], 'node');
  const result = spawnSync(node, process.argv.slice(1), { stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(nodeBinDir());
}
