// @ts-check
// Where a site on this machine keeps its field measurement when no database is named: an
// SQLite file beside the deployments, one per site folder (deploy/site →
// deploy/measure/site.sqlite), outside every folder a server serves. No import.meta: the
// browser tests import it as CommonJS.
import { basename, dirname, join } from 'node:path';

/** @param {string} site a deployed site's folder */
export const siteDatabase = (site) => join(dirname(site), 'measure', `${basename(site)}.sqlite`);
