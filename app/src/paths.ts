// The route table lives in @ic/domain (packages/domain/src/paths.ts) so the server can name the
// same routes when it writes each page's head; the app keeps importing it from here.
export * from '@ic/domain/paths';
