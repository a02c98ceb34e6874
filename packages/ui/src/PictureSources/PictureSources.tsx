import type { PictureSource } from '@ic/domain';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The sized sources a picture is also served as (AVIF, WebP at widths), or undefined to show it
 * as it is. The app knows which addresses its server rasters; the design system does not.
 */
export type PictureSourcesOf = (src: string) => readonly PictureSource[] | undefined;

const none: PictureSourcesOf = () => undefined;

const PictureSourcesContext = createContext<PictureSourcesOf>(none);

export type PictureSourcesProviderProps = { sourcesOf: PictureSourcesOf; children?: ReactNode };

/** Gives every CoverImage below it the sources `sourcesOf` names for its picture. */
export function PictureSourcesProvider({ sourcesOf, children }: PictureSourcesProviderProps) {
  return <PictureSourcesContext value={sourcesOf}>{children}</PictureSourcesContext>;
}

/** The sources of a picture in force: the provider's, or none (the picture as it is). */
export function usePictureSources(src: string | null | undefined) {
  const sourcesOf = useContext(PictureSourcesContext);
  return src ? sourcesOf(src) : undefined;
}
