// Every app's unit tests (app-config's `test.setupFiles`): jest-dom's matchers, and each
// test's rendered components unmounted after it.
// The test files of a worker share one jsdom (`isolate: false`: making a jsdom for each
// file was half the unit tests' time). This file runs before each of them, so each starts
// as it would in a jsdom of its own: fresh modules, an empty document, empty storage.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

vi.resetModules();
vi.restoreAllMocks();
vi.unstubAllGlobals();
// A file that asks for Node's environment (`// @vitest-environment node`) has no document.
if (typeof document !== 'undefined') {
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  for (const attribute of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(attribute.name);
  }
  localStorage.clear();
  sessionStorage.clear();
}

afterEach(cleanup);
