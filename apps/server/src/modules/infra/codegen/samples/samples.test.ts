/**
 * The generator's round trip: each sample's files in the repository (contract, server feature,
 * migration, screen and their tests, which the type check, the lint and the suites run like any
 * other) are what the generator makes of the sample's tables today. A template or kit change not
 * carried to the other side fails here. `CODEGEN_WRITE=1` writes them instead of comparing:
 * `npm run codegen:samples -w apps/server`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodegenPreview } from '@tenon/contracts';
import { testApp, type TestApp } from '../../../../test/testApp.ts';
import { SAMPLES, generateSample, isRepoFile } from './samples.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../..');
const write = process.env.CODEGEN_WRITE === '1';

let t: TestApp;
const generated = new Map<string, CodegenPreview[]>();
beforeAll(async () => {
  t = await testApp();
  for (const [name, sample] of Object.entries(SAMPLES)) generated.set(name, await generateSample(t, sample));
  if (write) {
    for (const [name, files] of generated) {
      for (const file of files.filter(isRepoFile)) {
        fs.mkdirSync(path.dirname(path.join(root, file.filePath)), { recursive: true });
        fs.writeFileSync(path.join(root, file.filePath), file.code);
      }
      console.log(`${name}:\n${files.find((f) => !isRepoFile(f))?.code}`);
    }
  }
});
afterAll(() => t.close());

describe.each(Object.keys(SAMPLES))('the %s sample, generated again', (name) => {
  it('is the generator’s output, file for file', () => {
    const stale = generated.get(name)!.filter(isRepoFile).filter((file) => {
      const target = path.join(root, file.filePath);
      return !fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== file.code;
    });
    expect(stale.map((f) => f.filePath), 'these files differ from what the generator writes now: run `npm run codegen:samples -w apps/server` and review the diff').toEqual([]);
  });

  it('is registered: each registry line the generator asks for is in its file', () => {
    const registry = generated.get(name)!.find((f) => !isRepoFile(f))!.code;
    // "// <file>" headers, each followed by the lines to find in it.
    const wanted = [...registry.matchAll(/^\/\/ (\S+)[^\n]*\n((?:(?!\/\/ )[^\n]*\S[^\n]*\n)+)/gm)].flatMap(([, file, lines]) =>
      lines!.split('\n').map((l) => l.replace(/\s*\/\/.*$/, '').trim()).filter((l) => l && !l.startsWith('```')).map((line) => ({ file: file!, line })),
    );
    expect(wanted.length).toBeGreaterThan(5);
    const missing = wanted.filter(({ file, line }) => !fs.readFileSync(path.join(root, file), 'utf8').includes(line));
    expect(missing).toEqual([]);
  });
});
