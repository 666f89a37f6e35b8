// Copies the README's screenshots from the last browser run (e2e/artifacts/screenshots/, rewritten on every
// `npm run test:e2e`) to docs/screenshots/. Run after a green e2e run, then commit docs/screenshots/.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, REPO_ROOT } from '../src/stack.ts';

export const README_SCREENSHOTS = [
  'home-375x812.png',
  'home-1280x800.png',
  'onboarding-step-2-375x812.png',
  'walkthrough-375x812.png',
  'history-week-1280x800.png',
  'settings-1280x800.png',
];

const from = path.join(ARTIFACTS, 'screenshots');
const to = path.join(REPO_ROOT, 'docs', 'screenshots');
mkdirSync(to, { recursive: true });
for (const name of README_SCREENSHOTS) {
  const source = path.join(from, name);
  if (!existsSync(source)) throw new Error(`${source} is missing: run npm run test:e2e first`);
  copyFileSync(source, path.join(to, name));
  process.stdout.write(`docs/screenshots/${name}\n`);
}
