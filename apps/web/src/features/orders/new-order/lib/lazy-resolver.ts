import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code loads when the form first checks something, not with the page: the
 * checks of a long form (and the schema library's adapter) stay out of its first paint. A load
 * that fails is tried again at the next check. `preload` starts the load early (when idle).
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): Resolver<Values> & { preload: () => void } {
  let loading: Promise<Resolver<Values>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Values> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
