// Issue 6: installable and offline. The manifest and service worker make the app installable; once loaded,
// it starts with the network cut off, and a guest logs, edits and reviews food offline (analysis excepted,
// with a clear message). /api/ is never served from a cache.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { APIResponse } from 'playwright-core';
import { DEFAULT_TEST_PROFILE, navigate, pageToday, seedGuest } from '../src/app.ts';
import { expectHidden, expectText, expectValue, expectVisible, until } from '../src/expect.ts';
import { journey, waitForAppReady } from '../src/harness.ts';
import {
  chatBox,
  dialog,
  expectBarsMatchRows,
  foodRows,
  rowNumbers,
  tellChat,
  todaysFood,
} from '../src/home.ts';

const OFFLINE_MESSAGE = "You're offline. Add items manually, or try again when you're back online.";

interface Manifest {
  name: string;
  short_name?: string;
  theme_color?: string;
  display?: string;
  start_url?: string;
  icons: { src: string; sizes: string; type?: string; purpose?: string }[];
}

test(
  'installable: a web app manifest with icons and a service worker that controls the page',
  journey('installable', async ({ page, context }) => {
    await page.goto('/');
    await waitForAppReady(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    assert.ok(href, 'index.html links a manifest');
    const manifest = (await (await page.request.get(href)).json()) as Manifest;
    assert.equal(manifest.name, 'Forkcast');
    assert.equal(manifest.display, 'standalone');
    assert.match(manifest.theme_color ?? '', /^#[0-9a-f]{6}$/i);
    const sizes = (purpose: string) =>
      manifest.icons.filter((i) => (i.purpose ?? 'any').split(' ').includes(purpose)).map((i) => i.sizes);
    assert.ok(sizes('any').includes('192x192') && sizes('any').includes('512x512'), 'icons 192 and 512');
    assert.ok(sizes('maskable').includes('512x512'), 'a maskable icon');
    for (const icon of manifest.icons) {
      const iconUrl = new URL(icon.src, new URL(href, page.url())).href;
      const res: APIResponse = await page.request.get(iconUrl);
      assert.equal(res.status(), 200, `${icon.src} is served`);
      assert.equal(res.headers()['content-type'], 'image/png');
    }

    await until(
      () => page.evaluate(() => navigator.serviceWorker.controller !== null),
      (v) => v,
      'the service worker to control the page',
      30_000,
    );
    // Chromium's own installability verdict (what decides whether it offers "Install app").
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // 'in-incognito': every automation context is a private one; anything else would be the app's fault.
    const errors = installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
    assert.deepEqual(errors, [], 'Chromium finds the app installable');
  }),
);

test(
  'offline: the app starts with no network; a guest logs, edits and reviews food; analysis says it is offline',
  journey('offline', async ({ page, context }) => {
    await page.goto('/');
    const today = await pageToday(page);
    await seedGuest(page, {
      profile: { ...DEFAULT_TEST_PROFILE },
      days: { [today]: [{ name: 'Toast', calories: 160, protein: 6, units: 'slices', quantity: 2 }] },
    });
    await page.reload();
    await waitForAppReady(page);
    await until(
      () => page.evaluate(() => navigator.serviceWorker.controller !== null),
      (v) => v,
      'the service worker to control the page',
      30_000,
    );

    await context.setOffline(true);
    await page.reload();
    await waitForAppReady(page);
    const food = todaysFood(page);
    await expectVisible(foodRows(food, 'Toast'));
    await expectVisible(page.getByRole('button', { name: 'Sign In' }));

    // The API is never answered from a cache.
    const apiReached = await page.evaluate(() =>
      fetch('/api/health').then(
        () => true,
        () => false,
      ),
    );
    assert.equal(apiReached, false, '/api/ is not served offline');
    const cachedApi = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
      }
      return urls.filter((u) => new URL(u).pathname.startsWith('/api'));
    });
    assert.deepEqual(cachedApi, []);

    // Analysis needs the server: a clear offline message, the words kept.
    await tellChat(page, '2 eggs');
    await expectText(page.getByRole('alert'), OFFLINE_MESSAGE);
    await expectValue(chatBox(page), '2 eggs');

    // Manual add, edit and delete all work from the browser's own store.
    await food.getByRole('button', { name: 'Add Item' }).click();
    const add = dialog(page, 'Add Food Item');
    await add.getByRole('textbox', { name: 'Food name' }).fill('Boiled eggs');
    await add.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await add.getByRole('textbox', { name: 'Calories' }).fill('140');
    await add.getByRole('textbox', { name: 'Protein (g)' }).fill('12');
    await add.getByRole('button', { name: 'Add Item' }).click();
    await expectHidden(add);
    const eggs = foodRows(food, 'Boiled eggs');
    await expectVisible(eggs);
    await eggs.getByRole('button', { name: 'Edit item' }).click();
    const edit = dialog(page, 'Edit Food Item');
    await edit.getByRole('textbox', { name: 'Quantity' }).fill('3');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectHidden(edit);
    await until(
      () => rowNumbers(eggs),
      (n) => n.quantity === 3 && n.calories === 210,
      'three eggs, 210 cal',
    );
    await foodRows(food, 'Toast').getByRole('button', { name: 'Delete item' }).click();
    await expectHidden(foodRows(food, 'Toast'));
    await expectBarsMatchRows(page);

    // Review: History works offline, today's row carries the new numbers.
    await navigate(page, 'History');
    await expectText(page.getByRole('button', { name: /\(Today\)/ }), '210 cal · 18g protein');

    // A new tab, still offline, starts the app from the cache with the same data.
    const tab = await context.newPage();
    await tab.goto('/');
    await waitForAppReady(tab);
    await expectVisible(foodRows(todaysFood(tab), 'Boiled eggs'));
    await tab.close();

    // Back online, analysis works again.
    await context.setOffline(false);
    await navigate(page, 'Forkcast');
    await tellChat(page, '2 eggs');
    await expectVisible(foodRows(food, 'Eggs'));
  }),
);
