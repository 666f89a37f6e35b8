export * from './operations.ts';
export * from './documents.ts';
export * from './replica.ts';
