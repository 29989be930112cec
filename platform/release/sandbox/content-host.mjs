// @ts-check
// Inside the walls: loads a part's content schemas (its own TypeScript, the team's code)
// and the site's check of them with Vite's module runner, as its build does, and sends
// what is wrong on fd 3 as one line of JSON: {"problems": "<words>"}, "" when nothing is.
//   content-host.mjs <part folder> <the site's check-content.ts> <Vite's module>
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [appDir = '', checkFile = '', viteModule = ''] = process.argv.slice(2);
const { runnerImport } = await import(pathToFileURL(viteModule).href);
const [{ module: schema }, { module: check }] = await Promise.all([
  runnerImport(join(appDir, 'src/content/schema.ts')),
  runnerImport(checkFile),
]);
const problems = check.contentProblems(schema.contentCollections, appDir);
const channel = createWriteStream('', { fd: 3 });
channel.end(
  `${JSON.stringify({ problems: problems.length ? check.describeProblems(problems) : '' })}\n`,
  () => process.exit(0),
);
