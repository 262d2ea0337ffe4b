import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const answer = { values: { name: 'Asha' }, errors: {} };

describe('lazyResolver', () => {
  it('loads the checks once, at the first check, and passes every check through', async () => {
    const check = vi.fn<Resolver<Values>>().mockResolvedValue(answer);
    const load = vi.fn(async () => check);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    expect(await resolver({ name: 'Asha' }, undefined, options)).toBe(answer);
    expect(await resolver({ name: 'Ravi' }, undefined, options)).toBe(answer);
    expect(load).toHaveBeenCalledTimes(1);
    expect(check.mock.calls.map(([values]) => values.name)).toEqual(['Asha', 'Ravi']);
  });

  it('tries the load again at the next check after one fails', async () => {
    const check = vi.fn<Resolver<Values>>().mockResolvedValue(answer);
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(check);
    const resolver = lazyResolver(load);

    await expect(resolver({ name: 'Asha' }, undefined, options)).rejects.toThrow('Failed to fetch');
    expect(await resolver({ name: 'Asha' }, undefined, options)).toBe(answer);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads without checking, and a failed preload is not an unhandled error', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'));
    const resolver = lazyResolver(load);
    resolver.preload();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
