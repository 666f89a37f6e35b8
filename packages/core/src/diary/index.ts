export * from './totals.ts';
export * from './history.ts';
export * from './favorites.ts';
export * from './suggestions.ts';
export * from './scale.ts';
export * from './units.ts';
