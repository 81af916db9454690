import { describe, expect, it } from 'vitest';
import { provide, type Host, type Provision, type Worker } from './provisions.ts';

interface Deps {
  base: string;
  a: string;
  b: string;
  c: string;
}

const host: Host = { log: { error: () => {}, warn: () => {} } };

describe('provide', () => {
  it('builds each service once its needs exist, whatever order the features list them in', async () => {
    const built: string[] = [];
    const provisions: Array<Provision<Deps>> = [
      { name: 'c', needs: ['a', 'b'], build: (d) => (built.push('c'), `${d.a}+${d.b}`) },
      { name: 'b', needs: ['a'], build: async (d) => (built.push('b'), `${d.a}!`) },
      { name: 'a', needs: ['base'], build: (d) => (built.push('a'), `${d.base}.a`) },
    ];
    const { deps } = await provide<Deps>({ base: 'x' }, provisions, [], host);
    expect(built).toEqual(['a', 'b', 'c']);
    expect(deps.c).toBe('x.a+x.a!');
  });

  it('starts workers after every service, and at close stops them (last first) before closing services (last built first)', async () => {
    const events: string[] = [];
    const provisions: Array<Provision<Deps>> = [
      { name: 'a', needs: [], build: () => (events.push('build a'), 'a'), close: () => events.push('close a') },
      { name: 'b', needs: ['a'], build: () => (events.push('build b'), 'b'), close: async () => events.push('close b') },
    ];
    const workers: Array<Worker<Deps>> = [
      { name: 'one', start: (d) => (events.push(`start one with ${d.b}`), () => events.push('stop one')) },
      { name: 'two', start: () => (events.push('start two'), async () => events.push('stop two')) },
    ];
    const provided = await provide<Deps>({}, provisions, workers, host);
    expect(events).toEqual(['build a', 'build b']);
    provided.startWorkers();
    await provided.close();
    expect(events).toEqual(['build a', 'build b', 'start one with b', 'start two', 'stop two', 'stop one', 'close b', 'close a']);
  });

  it('refuses to start when a service cannot be built, naming what it lacks', async () => {
    const provisions: Array<Provision<Deps>> = [
      { name: 'a', needs: ['b'], build: () => 'a' },
      { name: 'b', needs: ['a'], build: () => 'b' },
      { name: 'c', needs: ['base'], build: () => 'c' },
    ];
    await expect(provide<Deps>({}, provisions, [], host)).rejects.toThrow('services that cannot be built: a (needs b); b (needs a); c (needs base)');
  });
});
