export * from './timings.ts';
export * from './layout.ts';
export * from './plans.ts';
export * from './shop.ts';
export * from './support.ts';
export * from './lists.ts';
export * from './policy.ts';
export * from './pages.ts';
