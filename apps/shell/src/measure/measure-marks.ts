// User-timing marks of the field measurement's start, for the tests and tools that must
// know it has happened rather than wait a while (a page that sends nothing must be shown
// to send nothing once the beacon could have).

/** What waits for the first load has started: the beacon is fetched now, or never (GPC). */
export const AFTER_FIRST_LOAD_MARK = 'jac:after-first-load';

/** The beacon listens: from now on, hiding or leaving the page sends what it counted. */
export const BEACON_STARTED_MARK = 'jac:beacon-started';
