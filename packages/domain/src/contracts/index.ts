// Response contracts: the zod schemas of what the API answers. The server validates and
// documents its answers with them; the app infers its types from them (type imports only, so
// no schema code reaches the app's bundle).
export * from './envelope.ts';
export * from './content.ts';
export * from './auth.ts';
export * from './payments.ts';
export * from './orders.ts';
export * from './support.ts';
export * from './addresses.ts';
export * from './sandbox.ts';
