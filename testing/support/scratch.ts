import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A scratch folder of this test process, named but not created: Playwright loads every
 * spec file in several processes, so a folder made at load time would be left behind by
 * those that run none of its tests. Create it in beforeAll, remove it in afterAll.
 */
export const scratchFolder = (name: string): string => join(tmpdir(), `jac-${name}-${process.pid}`);
