import { useEffect } from 'react';

export const SITE_NAME = 'IC Universe';

export function pageTitle(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
}

function descriptionMeta(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
  return meta;
}

/** Sets the document title and the one meta description for the page on screen. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
    descriptionMeta().content = description;
  }, [title, description]);
}
