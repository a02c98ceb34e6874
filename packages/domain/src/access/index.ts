export * from './ratings.ts';
export * from './decide.ts';
export * from './reading.ts';
export * from './labels.ts';
export * from './schemas.ts';
