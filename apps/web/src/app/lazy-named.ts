import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for a module's named export (our files export by name, never by default). */
// `any` as React's own lazy() has it: the component keeps its own props type through M[K].
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<K extends string, M extends Record<K, ComponentType<any>>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
