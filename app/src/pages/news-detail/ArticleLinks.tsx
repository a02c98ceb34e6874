import type { Blog } from '@ic/domain';
import { ShareLinks, Stack, TextLink } from '@ic/ui';
import { useCharacter } from '../../api/characters';
import { useComic } from '../../api/comics';
import { paths } from '../../paths';

/**
 * The end of an article: the comic and the character it discusses (each to its page, once
 * loaded; a failed load leaves the link out) and the ways to share it.
 */
export function ArticleLinks({ blog }: { blog: Blog }) {
  const { comic } = useComic(blog.comicId ?? undefined);
  const { character } = useCharacter(blog.characterId ?? undefined);
  const url = new URL(paths.newsArticle.href(blog._id), window.location.origin).toString();
  return (
    <Stack gap="md">
      {(comic || character) && (
        <Stack direction="row" wrap gap="sm">
          {comic && (
            <TextLink variant="button" size="sm" href={paths.comic.href(comic._id)}>
              Read {comic.title}
            </TextLink>
          )}
          {character && (
            <TextLink
              variant="button"
              tone="secondary"
              size="sm"
              href={paths.biography.href(character._id)}
            >
              Meet {character.originalName}
            </TextLink>
          )}
        </Stack>
      )}
      <ShareLinks url={url} title={blog.title} />
    </Stack>
  );
}
