import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const ok: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the rules once, at the first check or the preload, and checks with them', async () => {
    const load = jest.fn(async () => ok);
    const rules = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    rules.preload();
    rules.preload();
    await expect(rules.resolver({ name: 'a' }, undefined, options)).resolves.toEqual({ values: { name: 'a' }, errors: {} });
    await rules.resolver({ name: 'b' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load (a chunk that did not arrive)', async () => {
    const load = jest.fn<Promise<typeof ok>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(ok);
    const rules = lazyResolver(load);
    rules.preload();
    await expect(rules.resolver({ name: 'a' }, undefined, options)).rejects.toThrow('offline');
    await expect(rules.resolver({ name: 'a' }, undefined, options)).resolves.toEqual({ values: { name: 'a' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
