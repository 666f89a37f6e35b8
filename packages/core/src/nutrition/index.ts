export * from './energy.ts';
export * from './goal.ts';
export * from './targets.ts';
export * from './progress.ts';
export * from './body.ts';
