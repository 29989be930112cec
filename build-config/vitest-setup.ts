// Every app's unit tests (app-config's `test.setupFiles`): jest-dom's matchers, and each
// test's rendered components unmounted after it.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
