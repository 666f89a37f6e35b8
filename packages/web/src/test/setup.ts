// jest-dom matchers for every web test, and a clean DOM and storage between tests.
import '@testing-library/jest-dom/vitest';
// IndexedDB for jsdom (issue 12: the browser keeps its data there).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadDialog } from '../components/ui/Dialog.tsx';
import { afterFirstScreen, firstScreenShown } from '../app/after-first-screen.ts';

// jsdom has no layout: Radix's popper measures with ResizeObserver, which jsdom lacks. Nothing is ever resized.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The app preloads the dialog code at idle time; tests start with it loaded, as a user usually would.
// What waits for the app's first screen (decision 193) runs at once in tests of one component.
beforeAll(async () => {
  await preloadDialog();
  firstScreenShown();
  await afterFirstScreen();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A fresh IndexedDB for the next test (open connections of this one cannot block a deletion).
  globalThis.indexedDB = new IDBFactory();
});
