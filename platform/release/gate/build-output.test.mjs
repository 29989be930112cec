// @ts-check
// A build's output is read by the engine: links, FIFOs and setuid files in it are refused
// before a byte of it is read (the review's shell build that published the engine's own
// environment through a link to /proc/self/environ, and its FIFO that hung the engine).
import { execFileSync } from 'node:child_process';
import { chmodSync, linkSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RefusedRelease } from '../core/refused.mjs';
import { candidateOf } from '../engine/release/candidate.mjs';
import { fakeShellBuild } from '../testing/fake-builds.mjs';
import { scratchFolder } from '../testing/scratch-folder.mjs';
import { assertBuildArtifact, assertPlainOutput } from './build-output.mjs';

const work = scratchFolder('jac-build-output-');

describe("a build's output", () => {
  it('passes as plain files and folders', () => {
    mkdirSync(join(work(), 'dist/assets'), { recursive: true });
    writeFileSync(join(work(), 'dist/assets/app.js'), '');
    expect(() => assertPlainOutput('mf-contact', join(work(), 'dist'))).not.toThrow();
  });

  it('is refused with a link in it, wherever it points', () => {
    mkdirSync(join(work(), 'dist/assets'), { recursive: true });
    symlinkSync('/proc/self/environ', join(work(), 'dist/assets/z.css'));
    expect(() => assertPlainOutput('shell', join(work(), 'dist'))).toThrow(
      /shell: its build left .*z\.css, a symbolic link/,
    );
    symlinkSync('/etc', join(work(), 'frame'));
    expect(() => assertPlainOutput('shell', join(work(), 'frame'))).toThrow(RefusedRelease);
  });

  it('is refused with a FIFO in it, before anything would block on reading it', () => {
    mkdirSync(join(work(), 'dist'));
    execFileSync('mkfifo', [join(work(), 'dist/release.json')]);
    expect(() => assertPlainOutput('mf-contact', join(work(), 'dist'))).toThrow(/a FIFO/);
  });

  it('is refused with a setuid or setgid file in it', () => {
    mkdirSync(join(work(), 'dist'));
    writeFileSync(join(work(), 'dist/tool'), '');
    chmodSync(join(work(), 'dist/tool'), 0o4755);
    expect(() => assertPlainOutput('mf-contact', join(work(), 'dist'))).toThrow(/setuid/);
  });

  it("keeps a shell build's link to the engine's environment out of every page", async () => {
    process.env.JAC_TEST_SECRET = 'the-engine-s-secret';
    try {
      const dir = fakeShellBuild(join(work(), 'shell'), 'thief');
      symlinkSync('/proc/self/environ', join(dir, 'dist/assets/z.css'));
      await expect(candidateOf('shell', dir)).rejects.toThrow(/a symbolic link/);
    } finally {
      delete process.env.JAC_TEST_SECRET;
    }
  });
});

describe("a build brought from another job (--from-build, CI's artifact)", () => {
  /** An artifact's folder: dist/ and dist-render/ with a file each. */
  function artifact() {
    for (const folder of ['dist', 'dist-render']) {
      mkdirSync(join(work(), 'build', folder), { recursive: true });
      writeFileSync(join(work(), 'build', folder, 'index.js'), 'export {};\n');
    }
    return join(work(), 'build');
  }

  it('passes as its two folders of plain files (control)', () => {
    expect(() => assertBuildArtifact('mf-contact', artifact())).not.toThrow();
  });

  it('is refused with a hard link in it: the engine would publish the file it names', () => {
    const build = artifact();
    writeFileSync(join(work(), 'engine-key'), 'AKIA-secret');
    linkSync(join(work(), 'engine-key'), join(build, 'dist/key.txt'));
    expect(() => assertBuildArtifact('mf-contact', build)).toThrow(/key\.txt, a hard link/);
  });

  it('is refused with a link in it, or anything beside its two folders', () => {
    const build = artifact();
    symlinkSync('../../..', join(build, 'dist-render/up'));
    expect(() => assertBuildArtifact('mf-contact', build)).toThrow(/a symbolic link/);
    rmSync(join(build, 'dist-render/up'));
    writeFileSync(join(build, 'package.json'), '{}');
    expect(() => assertBuildArtifact('mf-contact', build)).toThrow(/holds package\.json beside/);
  });

  it('is refused as a link itself', () => {
    symlinkSync(artifact(), join(work(), 'linked'));
    expect(() => assertBuildArtifact('mf-contact', join(work(), 'linked'))).toThrow(/not a folder/);
  });
});
