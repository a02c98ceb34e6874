export * from './fields.ts';
export * from './auth.ts';
export * from './support.ts';
export * from './feedback.ts';
export * from './address.ts';
export * from './payment.ts';
export * from './misc.ts';
export * from './progress.ts';
