// The food forms load when their dialog first opens, or when the pointer reaches its trigger, like Radix's dialog
// itself (decision 051): the home screen shows only the buttons that open them (issue 15, decision 157).
import type { ComponentProps } from 'react';
import { preloadable } from '../ui/preloadable.tsx';
import type { AddFoodForm } from './AddFoodForm.tsx';
import type { EditFoodForm } from './EditFoodForm.tsx';

const addFood = preloadable<ComponentProps<typeof AddFoodForm>>(() =>
  import('./AddFoodForm.tsx').then((m) => m.AddFoodForm),
);
const editFood = preloadable<ComponentProps<typeof EditFoodForm>>(() =>
  import('./EditFoodForm.tsx').then((m) => m.EditFoodForm),
);

export const LazyAddFoodForm = addFood.Component;
export const preloadAddFoodForm = addFood.preload;
export const LazyEditFoodForm = editFood.Component;
export const preloadEditFoodForm = editFood.preload;
// The prefilled add form (Quick Add's and the analysis's) is PrefilledAddDialog.tsx's own (decision 205: only the
// bottom bar, after home's first paint, opens it).
