import type * as formResolvers from './form-resolvers';

type Resolvers = typeof formResolvers;

let loading: Promise<Resolvers> | undefined;

/**
 * Loads the sign-in forms' checks (and zod with them) once. The pages call it on the first
 * keystroke, so the checks are here by the time the form is sent; a failed load is tried again.
 */
export function preloadFormResolvers(): Promise<Resolvers> {
  loading ??= import('./form-resolvers').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts loading the checks without waiting for them. */
export function warmFormResolvers(): void {
  preloadFormResolvers().catch(() => undefined);
}

type Resolver = (...args: unknown[]) => unknown;

/** The resolver `name`, loaded on first use, so the sign-in pages open without zod. */
export function lazyResolver<K extends keyof Resolvers>(name: K): Resolvers[K] {
  const resolver = async (...args: unknown[]) => {
    const resolvers = await preloadFormResolvers();
    return (resolvers[name] as Resolver)(...args);
  };
  return resolver as Resolvers[K];
}
