export * from './totals.ts';
export * from './history.ts';
export * from './favorites.ts';
export * from './suggestions.ts';
export * from './scale.ts';
export * from './units.ts';
export * from './match.ts';
export * from './meals.ts';
export * from './saved-meals.ts';
// The rules over a storage port, as one namespace: rules.addItems(store, ctx, date, items), ...
export * as rules from './rules.ts';
export { RuleError, MESSAGES } from './rules.ts';
export type { BodyDay, DiaryReads, DiaryStore, RuleContext } from './rules.ts';
export * from './matched.ts';
export * from './alternatives.ts';
