/** Where `npm test` deploys the site it tests (npm run deploy -- --e2e --site deploy/test-site). */
export const TEST_SITE = 'deploy/test-site';
