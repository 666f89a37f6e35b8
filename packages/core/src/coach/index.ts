export * from './trend.ts';
export * from './expenditure.ts';
