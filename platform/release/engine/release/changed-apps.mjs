// @ts-check
// Which apps a set of changed files releases. Each part owns its folder, content included:
// a service page (apps/mf-services/content/...) releases mf-services alone, the business details
// (apps/shell/content/business.json) the shell alone, which recomposes every page. What every
// app is built from (shared packages, the build configuration, the lockfile) releases all.

/** Folders and files every app's build reads. */
const SHARED = [
  'packages/shared-ui/',
  'packages/shared-types/',
  'packages/build-config/',
  'packages/composition/',
  'composition.json',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

/**
 * The apps to release for `files` (paths from the repository's root), in release order:
 * the shell first, as deploy-all does, then the remotes in composition order.
 * @param {readonly string[]} files
 * @param {readonly string[]} apps every app, the shell first (its folder: apps/<app>)
 * @returns {string[]}
 */
export function changedApps(files, apps) {
  if (files.some((file) => SHARED.some((shared) => file === shared || file.startsWith(shared)))) {
    return [...apps];
  }
  return apps.filter((app) => files.some((file) => file.startsWith(`apps/${app}/`)));
}
