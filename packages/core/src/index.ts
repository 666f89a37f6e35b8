// @forkcast/core: the product's rules as pure functions (no I/O, no clock of its own).
export * from './schemas/index.ts';
export * from './nutrition/index.ts';
export * from './diary/index.ts';
export * from './parsing/index.ts';
export * from './dates/index.ts';
export * from './sync/index.ts';
export { roundTo } from './round.ts';
export * from './messages.ts';
export * from './coach/index.ts';
