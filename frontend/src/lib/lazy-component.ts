import { lazy, type ComponentType } from 'react';

/**
 * A component whose code is fetched on its first render, or earlier by `preload()`, so it stays out
 * of the entry. React.lazy wants a module's default export; this takes a named one.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= load());
  return Object.assign(
    lazy(() => preload().then((component) => ({ default: component }))),
    { preload },
  );
}
