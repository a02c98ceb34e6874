export * from './language.ts';
export * from './messageKeys.ts';
