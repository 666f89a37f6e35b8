export * from './operations.ts';
export * from './documents.ts';
