import type { Blog } from '@ic/domain';
import { ShareLinks, Stack, TextLink, useT } from '@ic/ui';
import { useSyncExternalStore } from 'react';
import { useCharacter } from '../../api/characters';
import { useComic } from '../../api/comics';
import { paths } from '../../paths';

const noChanges = () => () => undefined;
const pageOrigin = () => window.location.origin;
/** The server does not know which address the browser used: the path alone until hydrated. */
const noOrigin = () => '';

/**
 * The end of an article: the comic and the character it discusses (each to its page, once
 * loaded; a failed load leaves the link out) and the ways to share it.
 */
export function ArticleLinks({ blog }: { blog: Blog }) {
  const t = useT();
  const { comic } = useComic(blog.comicId ?? undefined);
  const { character } = useCharacter(blog.characterId ?? undefined);
  const origin = useSyncExternalStore(noChanges, pageOrigin, noOrigin);
  const url = `${origin}${paths.newsArticle.href(blog._id)}`;
  return (
    <Stack gap="md">
      {(comic || character) && (
        <Stack direction="row" wrap gap="sm">
          {comic && (
            <TextLink variant="button" size="sm" href={paths.comic.href(comic._id)}>
              {t('news.topics.read', { title: comic.title })}
            </TextLink>
          )}
          {character && (
            <TextLink
              variant="button"
              tone="secondary"
              size="sm"
              href={paths.biography.href(character._id)}
            >
              {t('news.topics.meet', { name: character.originalName })}
            </TextLink>
          )}
        </Stack>
      )}
      <ShareLinks url={url} title={blog.title} />
    </Stack>
  );
}
