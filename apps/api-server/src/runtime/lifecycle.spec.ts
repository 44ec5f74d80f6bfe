import { Lifecycle } from './lifecycle';

describe('Lifecycle', () => {
  it('runs work given while starting when the process becomes ready, once, in order', () => {
    const lifecycle = new Lifecycle('starting');
    const ran: string[] = [];
    lifecycle.whenReady(() => ran.push('a'));
    lifecycle.whenReady(() => ran.push('b'));
    expect(ran).toEqual([]);
    lifecycle.ready();
    lifecycle.ready();
    expect(ran).toEqual(['a', 'b']);
    expect(lifecycle.phase).toBe('ready');
  });

  it('runs work at once in a ready process, never in one that stopped while starting', () => {
    const ready = new Lifecycle('ready');
    const ran: string[] = [];
    ready.whenReady(() => ran.push('now'));
    expect(ran).toEqual(['now']);

    const stopped = new Lifecycle('starting');
    stopped.whenReady(() => ran.push('never'));
    stopped.stopping();
    stopped.ready();
    stopped.whenReady(() => ran.push('never either'));
    expect(ran).toEqual(['now']);
    expect(stopped.phase).toBe('stopping');
  });
});
