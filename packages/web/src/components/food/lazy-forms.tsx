// The food forms load when their dialog first opens, or when the pointer reaches its trigger, like Radix's dialog
// itself (decision 051): the home screen shows only the buttons that open them (issue 15, decision 157).
import { lazy, useState } from 'react';
import type { ComponentProps, ComponentType } from 'react';
import type { AddFoodForm } from './AddFoodForm.tsx';
import type { EditFoodForm } from './EditFoodForm.tsx';
import type { PrefilledAddForm } from './PrefilledAddForm.tsx';

/**
 * A component loaded on first use. Once its code is here it renders at once (no suspended frame), so a form
 * opened after `preload()` shows on the same render; each use keeps the component it started with.
 */
function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= load().then((C) => (loaded = C)));
  const Lazy = lazy(() => preload().then((C) => ({ default: C })));
  function Preloadable(props: P) {
    const [C] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return <C {...props} />;
  }
  return { Component: Preloadable, preload };
}

const addFood = preloadable<ComponentProps<typeof AddFoodForm>>(() =>
  import('./AddFoodForm.tsx').then((m) => m.AddFoodForm),
);
const prefilledAdd = preloadable<ComponentProps<typeof PrefilledAddForm>>(() =>
  import('./PrefilledAddForm.tsx').then((m) => m.PrefilledAddForm),
);
const editFood = preloadable<ComponentProps<typeof EditFoodForm>>(() =>
  import('./EditFoodForm.tsx').then((m) => m.EditFoodForm),
);

export const LazyAddFoodForm = addFood.Component;
export const preloadAddFoodForm = addFood.preload;
export const LazyPrefilledAddForm = prefilledAdd.Component;
export const preloadPrefilledAddForm = prefilledAdd.preload;
export const LazyEditFoodForm = editFood.Component;
export const preloadEditFoodForm = editFood.preload;
