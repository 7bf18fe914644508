import { describe, expect, it } from 'vitest';
import { StepHandlerRegistry } from './stepHandlers';

describe('StepHandlerRegistry', () => {
  it('gives a registered handler the first try; the flow runs only when it does not consume', async () => {
    const registry = new StepHandlerRegistry();
    const calls: string[] = [];
    const fallback = () => (calls.push('flow'), true);
    const off = registry.register({ next: () => (calls.push('page'), true) });
    await registry.run('next', fallback);
    expect(calls).toEqual(['page']);

    off();
    await registry.run('next', fallback);
    expect(calls).toEqual(['page', 'flow']);
  });

  it('falls through handlers that decline, newest first', async () => {
    const registry = new StepHandlerRegistry();
    const calls: string[] = [];
    registry.register({ back: () => (calls.push('older'), true) });
    registry.register({ back: async () => (calls.push('newer'), false), next: () => true });
    expect(await registry.run('back', () => false)).toBe(true);
    expect(calls).toEqual(['newer', 'older']);
  });

  it('skips handlers without that direction', async () => {
    const registry = new StepHandlerRegistry();
    registry.register({ next: () => true });
    let flow = false;
    await registry.run('back', () => (flow = true));
    expect(flow).toBe(true);
  });
});
