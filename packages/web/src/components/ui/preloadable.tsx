// Code that loads when first needed, or earlier when the pointer reaches what opens it (decisions 157, 159).
import { lazy, useState } from 'react';
import type { ComponentType } from 'react';

/**
 * A component loaded on first use. Once its code is here it renders at once (no suspended frame), so a form
 * opened after `preload()` shows on the same render; each use keeps the component it started with.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  // A failed load is forgotten, so the next use tries again (a render that needed it shows LoadFailed).
  const preload = () =>
    (loading ??= load().then(
      (C) => (loaded = C),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((C) => ({ default: C })));
  function Preloadable(props: P) {
    const [C] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return <C {...props} />;
  }
  return { Component: Preloadable, preload };
}
