import type { Blog, Comic, Job } from '@ic/domain';
import { paths } from '@ic/domain/paths';

// schema.org descriptions of a page for search engines (JSON-LD). Each builder takes the site's
// public origin, since every URL in structured data must be absolute.

export type StructuredData = Record<string, unknown>;

export const SITE_NAME = 'IC Universe';

const absolute = (origin: string, path: string) => new URL(path, origin).toString();

export function organization(origin: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: absolute(origin, '/'),
    logo: absolute(origin, '/icons/icon-512.png'),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
}

export function article(origin: string, blog: Blog, path: string, image: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: blog.title,
    description: blog.subject,
    image: absolute(origin, image),
    datePublished: blog.createdAt,
    author: { '@type': 'Person', name: blog.authorName },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: absolute(origin, '/') },
    mainEntityOfPage: absolute(origin, path),
  };
}

/** A job as Google for Jobs reads it: the studio is in India, the type is the job's own words. */
export function jobPosting(origin: string, job: Job, path: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.jobtitle,
    description: [job.description, ...job.tasks, ...job.skills].join('\n'),
    datePosted: job.createdAt,
    employmentType: job.jobtypes,
    url: absolute(origin, path),
    hiringOrganization: { '@type': 'Organization', name: SITE_NAME, sameAs: absolute(origin, '/') },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'IN' } },
  };
}

export function comicSeries(origin: string, comic: Comic, path: string, image: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ComicSeries',
    name: comic.title,
    description: comic.synopsis,
    image: absolute(origin, image),
    url: absolute(origin, path),
    genre: comic.genres,
    author: comic.creators.map((creator) => ({ '@type': 'Person', name: creator.name })),
    publisher: { '@type': 'Organization', name: SITE_NAME },
  } satisfies StructuredData;
}

export function comicIssue(
  origin: string,
  comic: Comic,
  chapter: { number: number; title: string },
  path: string,
  image: string,
): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'ComicIssue',
    name: chapter.title,
    issueNumber: chapter.number,
    image: absolute(origin, image),
    url: absolute(origin, path),
    isPartOf: {
      '@type': 'ComicSeries',
      name: comic.title,
      url: absolute(origin, paths.comic.href(comic._id)),
    },
    publisher: { '@type': 'Organization', name: SITE_NAME },
  };
}

/**
 * JSON for a <script> element: `<`, `>`, `&` and the line separators written as \u escapes, so no
 * text in it (a title holding `</script>`) can end the element or break the HTML around it.
 */
export function scriptJson(data: StructuredData): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
