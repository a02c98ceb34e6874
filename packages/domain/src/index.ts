// The public entry of @ic/domain: named exports only, no side effects.
export * from './entities.ts';
export * from './contracts/index.ts';
export * from './messages.ts';
export * from './constants/index.ts';
export * from './content/policies.ts';
export * from './schemas/index.ts';
export * from './logic/index.ts';
export * from './content/home.ts';
export * from './access/index.ts';
export * from './i18n/index.ts';
