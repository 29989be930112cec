import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/**
 * For a schema's tests: a copy of an app's content with one file changed by `edit`, in a
 * folder named like the app (so problems name it as they would the app's own). Remove it
 * after the test.
 */
export function editedContentCopy(
  appDir: string,
  file: string,
  edit: (data: Record<string, unknown>) => void,
): { dir: string; remove(): void } {
  const scratch = mkdtempSync(join(tmpdir(), 'content-'));
  const dir = join(scratch, basename(appDir));
  cpSync(join(appDir, 'content'), join(dir, 'content'), { recursive: true });
  const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  edit(data);
  writeFileSync(join(dir, file), JSON.stringify(data));
  return { dir, remove: () => rmSync(scratch, { recursive: true, force: true }) };
}
