// Issue 15: the loading screen is in index.html itself, so it paints before any script has loaded.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

describe('index.html', () => {
  it("shows the loading screen (logo, spinner, words) before any script runs, outside React's #root", () => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.getElementById('root')!.childElementCount).toBe(0);
    const root = doc.getElementById('boot')!;
    expect(root.querySelector('svg')).not.toBeNull();
    expect(root.querySelector('.fc-boot-spin')).not.toBeNull();
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Loading your nutrition data...');
    expect(root.querySelector('h1')?.textContent).toBe('Forkcast');
    // Its styles are inline in the page, not in a stylesheet that would have to load first.
    expect(doc.head.querySelector('style')?.textContent).toContain('.fc-boot-spin');
    expect(root.querySelector('script')).toBeNull();
  });
});
