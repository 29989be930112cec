// @ts-check
// Requests as Decap's proxy backend sends them to decap-server, for the tests.

/** @param {string} path */
export const getEntry = (path) => ({ action: 'getEntry', params: { branch: 'main', path } });

/**
 * A save as Decap's proxy backend sends it: with the editorial workflow (a draft), or
 * without (`useWorkflow: false`: decap-server commits it to main).
 * @param {string} path @param {string} raw @param {{ useWorkflow?: boolean, slug?: string }} [options]
 */
export const persistEntry = (path, raw, { useWorkflow = true, slug = 'x' } = {}) => ({
  action: 'persistEntry',
  params: {
    branch: 'main',
    dataFiles: [{ slug, path, raw }],
    assets: [],
    options: {
      collectionName: 'services',
      commitMessage: `Create Services “${slug}”`,
      useWorkflow,
      status: 'draft',
    },
  },
});
