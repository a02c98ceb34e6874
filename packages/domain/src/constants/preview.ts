// An editor's preview of the reader from the studio (issue 18): as a member would see the
// chapter, or as a signed-out visitor. Apart from the schemas, so the reader needs no zod.
export const PREVIEW_AS = ['member', 'visitor'] as const;
export type PreviewAs = (typeof PREVIEW_AS)[number];
