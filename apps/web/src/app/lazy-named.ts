import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { DEFAULT_LANGUAGE, loadLanguage } from '../lib/i18n';

/**
 * React.lazy for a module's named export (our files export by name, never by default). The page
 * renders once all English texts are here too (the fallback; only the sign-in pages' are bundled),
 * unless `texts` is 'sign-in': the login and OTP pages, which need no more.
 */
// `any` as React's own lazy() has it: the component keeps its own props type through M[K].
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<K extends string, M extends Record<K, ComponentType<any>>>(
  load: () => Promise<M>,
  name: K,
  texts: 'all' | 'sign-in' = 'all',
): LazyExoticComponent<M[K]> {
  return lazy(() =>
    Promise.all([load(), texts === 'all' ? loadLanguage(DEFAULT_LANGUAGE) : undefined]).then(
      ([module]) => ({ default: module[name] }),
    ),
  );
}
