import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadNamespaces } from '../lib/i18n';
import { isStaleCodeError, reloadForNewVersion } from '../lib/stale-code-reload';

/** A lazily loaded component whose code (and data, see `prefetch`) can be asked for before it renders. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PreloadableComponent<C extends ComponentType<any>> = LazyExoticComponent<C> & {
  preload: () => Promise<void>;
};

/**
 * What a lazily loaded module may export besides its component: `prefetch` starts the queries its
 * first render needs, called as soon as the module has arrived, so they run beside the rest of the
 * page's code instead of after it.
 */
type Prefetching = { prefetch?: () => void };

/**
 * React.lazy for a module's named export (our files export by name, never by default). The page
 * renders once the texts it shows are here too: `namespaces` are fetched (in the interface
 * language, and English as the fallback) together with the module, not after it. `preload()`
 * starts loading without rendering (preloadRoute in app/router.tsx: a first visit asks for every
 * level of its page at once); a load that failed is tried again by the next render. A chunk the
 * server no longer has (it was upgraded while the page was open) reloads the page into the new
 * version instead, at most once within the guard (lib/stale-code-reload.ts).
 */
// `any` as React's own lazy() has it: the component keeps its own props type through M[K].
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<K extends string, M extends Record<K, ComponentType<any>>>(
  load: () => Promise<M>,
  name: K,
  namespaces: readonly string[],
): PreloadableComponent<M[K]> {
  let loading: Promise<{ default: M[K] }> | undefined;
  const start = () =>
    (loading ??= Promise.all([
      load().then((module) => {
        if ('prefetch' in module) (module as Prefetching).prefetch?.();
        return module;
      }),
      loadNamespaces(namespaces),
    ]).then(
      ([module]) => ({ default: module[name] }),
      (error: unknown) => {
        loading = undefined;
        // The page stays on its loading state until the reload replaces it.
        if (isStaleCodeError(error) && reloadForNewVersion()) return new Promise<never>(() => {});
        throw error;
      },
    ));
  return Object.assign(lazy(start), { preload: () => start().then(() => undefined) });
}

/** Whether an element's type is a component made by lazyNamed. */
export function isPreloadable(type: unknown): type is { preload: () => Promise<void> } {
  return (
    typeof type === 'object' &&
    type !== null &&
    'preload' in type &&
    typeof type.preload === 'function'
  );
}
