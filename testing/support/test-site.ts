/**
 * Where `npm test` deploys the site it tests (npm run deploy -- --e2e --site deploy/test-site);
 * E2E_SITE points the suite at another deployed copy (scripts/test-other-identity.mjs).
 */
export const TEST_SITE = process.env.E2E_SITE ?? 'deploy/test-site';
