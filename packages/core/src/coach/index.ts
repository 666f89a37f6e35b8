export * from './trend.ts';
export * from './expenditure.ts';
export * from './maintenance.ts';
export * from './estimate-label.ts';
