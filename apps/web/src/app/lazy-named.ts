import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for a module's named export (our files export by name, never by default). */
export function lazyNamed<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
