import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadNamespaces } from '../lib/i18n';

/**
 * React.lazy for a module's named export (our files export by name, never by default). The page
 * renders once the texts it shows are here too: `namespaces` are fetched (in the interface
 * language, and English as the fallback) together with the module, not after it.
 */
// `any` as React's own lazy() has it: the component keeps its own props type through M[K].
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<K extends string, M extends Record<K, ComponentType<any>>>(
  load: () => Promise<M>,
  name: K,
  namespaces: readonly string[],
): LazyExoticComponent<M[K]> {
  return lazy(() =>
    Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => ({
      default: module[name],
    })),
  );
}
