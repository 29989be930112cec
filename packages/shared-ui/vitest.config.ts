import { defineConfig } from 'vitest/config';

// Vitest's defaults; its own, so `npm test -w` here does not take the root's run of every project.
export default defineConfig({});
