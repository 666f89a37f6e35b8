// @forkcast/core: the product's rules as pure functions (no I/O, no clock of its own).
export * from './schemas/index.ts';
