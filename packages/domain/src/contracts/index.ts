// The API's contracts: zod schemas of what it answers (and the one body no form validates).
// The server validates, serializes and documents with them; the app infers its types from them
// with type-only imports, so no contract code reaches the app's bundle.
export * from './envelope.ts';
export * from './access.ts';
export * from './content.ts';
export * from './account.ts';
export * from './payments.ts';
export * from './orders.ts';
export * from './support.ts';
export * from './addresses.ts';
export * from './sandbox.ts';
export * from './guardian.ts';
export * from './reader.ts';
export * from './discovery.ts';
export * from './myList.ts';
export * from './studio.ts';
export * from './studioComics.ts';
