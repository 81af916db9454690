import { afterEach, describe, expect, it } from 'vitest';
import { loadScript } from './loadScript';

const scriptFor = (url: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${url}"]`);

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('loadScript', () => {
  it('adds the script once and resolves when it has loaded', async () => {
    const first = loadScript('https://cdn.example/a.js');
    const second = loadScript('https://cdn.example/a.js');
    expect(second).toBe(first);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    scriptFor('https://cdn.example/a.js')!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it("fails with 'Failed to load {url}', and may be tried again", async () => {
    const url = 'https://cdn.example/missing.js';
    const failing = loadScript(url);
    scriptFor(url)!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(`Failed to load ${url}`);
    expect(scriptFor(url)).toBeNull();
    const retry = loadScript(url);
    expect(retry).not.toBe(failing);
    scriptFor(url)!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });
});
