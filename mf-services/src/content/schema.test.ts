import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentProblems } from '../../../build-config/content/check-content.ts';
import { contentCollections } from './schema';

const APP = join(import.meta.dirname, '../..');
let scratch: string | undefined;

/** A copy of this app's content, changed by `edit`, as a folder named like the app. */
function contentWith(file: string, edit: (data: Record<string, unknown>) => void): string {
  scratch = mkdtempSync(join(tmpdir(), 'content-'));
  const app = join(scratch, 'mf-services');
  cpSync(join(APP, 'content'), join(app, 'content'), { recursive: true });
  const data = JSON.parse(readFileSync(join(app, file), 'utf8'));
  edit(data);
  writeFileSync(join(app, file), JSON.stringify(data));
  return app;
}

afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the services content', () => {
  it('is valid as committed', () => {
    expect(contentProblems(contentCollections, APP)).toEqual([]);
  });

  it('refuses an empty service name, naming the file and the field', () => {
    const app = contentWith('content/services/ac.json', (data) => {
      data.name = '  ';
    });
    expect(contentProblems(contentCollections, app)).toEqual([
      'mf-services/content/services/ac.json: name: Service name cannot be empty',
    ]);
  });

  it('refuses a missing picture, a fourth card and an unknown field', () => {
    const app = contentWith('content/services/fridge.json', (data) => {
      data.image = { src: 'nowhere.png', alt: 'A fridge' };
      data.highlights = [
        ...(data.highlights as unknown[]),
        { icon: 'bolt', title: 'x', description: 'y' },
      ];
      data.price = '₹499';
    });
    expect(contentProblems(contentCollections, app)).toEqual([
      'mf-services/content/services/fridge.json: highlights: Why book us needs exactly 3 cards',
      'mf-services/content/services/fridge.json: (the whole file): Unrecognized key: "price"',
      'mf-services/content/services/fridge.json: image "nowhere.png" is not in mf-services/content/images',
    ]);
  });
});
