// What a blog discusses, as links: its comic (from the catalogue) and its character.
import type { Blog } from '@ic/domain';
import { useT, type BlogTopic } from '@ic/ui';
import { useCharacter } from '../../api/characters';
import { useComics } from '../../api/comics';
import { paths } from '../../paths';

/**
 * 'Read {comic}' and 'Meet {character}' for the comic and character a blog is about, in the
 * article page's words; each appears once its name has loaded (a failed load leaves it out).
 */
export function useBlogTopics(blog: Blog): BlogTopic[] {
  const t = useT();
  const { comics } = useComics();
  const { character } = useCharacter(blog.characterId ?? undefined);
  const comic = comics.find((candidate) => candidate._id === blog.comicId);
  const topics: BlogTopic[] = [];
  if (comic)
    topics.push({
      label: t('news.topics.read', { title: comic.title }),
      href: paths.comic.href(comic._id),
    });
  if (character)
    topics.push({
      label: t('news.topics.meet', { name: character.originalName }),
      href: paths.biography.href(character._id),
    });
  return topics;
}
