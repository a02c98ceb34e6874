import { RATINGS, type ComicDetail } from '@ic/domain';
import {
  CharacterGrid,
  ComicHeader,
  ComicOverview,
  EmptyState,
  FollowButton,
  LinkProvider,
  MinimumDuration,
  Section,
  TextLink,
  useCatalogue,
  useT,
  type ComicFact,
} from '@ic/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useComic } from '../../api/comics';
import { useFollows } from '../../api/follows';
import { paths } from '../../paths';
import { BiographyLink } from '../../sections/characters/biographyLink';
import { ComicChaptersSection } from '../../sections/comics/ComicChaptersSection';
import { useComicMeta } from '../../sections/comics/comicMeta';
import { genreLabel } from '../../sections/comics/genres';
import { MyListAction } from '../../sections/myList/MyListAction';
import { useSession } from '../../session';
import { usePageMeta } from '../usePageMeta';

/** Rating in words, status, chapters (and how many are for members), creators with their roles. */
function factsOf(t: ReturnType<typeof useT>, comic: ComicDetail): ComicFact[] {
  const rating = RATINGS.find((code) => code === comic.rating);
  const members = comic.membersChapterCount;
  const facts: ComicFact[] = [
    {
      label: t('comics.comic.rating'),
      value: rating
        ? t('comics.list.rating.option', { rating, label: t(`comics.rating.${rating}`) })
        : comic.rating,
    },
    {
      label: t('comics.comic.status'),
      value: t(`comics.status.${comic.status}`),
    },
    {
      label: t('comics.comic.chapters'),
      value:
        members > 0
          ? t('comics.comic.chapterCount', { count: comic.chapterCount, members })
          : comic.chapterCount,
    },
  ];
  if (comic.creators.length > 0) {
    // The creators' roles are stored as the studio typed them: content, not interface.
    const creators = comic.creators.map((c) => `${c.name} (${c.role})`).join(', ');
    facts.push({ label: t('comics.comic.creators'), value: creators });
  }
  return facts;
}

/** Follow for a signed-in reader; otherwise the way to sign in first. */
function FollowAction({ comic }: { comic: ComicDetail }) {
  const t = useT();
  const { signedIn } = useSession();
  const { follows, setFollowing } = useFollows(signedIn);
  const [pending, setPending] = useState(false);
  if (!signedIn) return <TextLink href={paths.login.href()}>{t('comics.follow.logIn')}</TextLink>;
  const following = follows.some((f) => f.comic._id === comic._id);
  const change = async (next: boolean) => {
    setPending(true);
    try {
      await setFollowing(comic._id, next);
    } finally {
      setPending(false);
    }
  };
  return (
    <FollowButton
      title={comic.title}
      following={following}
      pending={pending}
      onChange={(next) => void change(next)}
    />
  );
}

/**
 * One series (/comics/:comicId): its cover and title, what it is about with its facts and the
 * Follow button, the characters in it (to their biographies) and its chapters with Start/Continue.
 */
export function ComicPage() {
  const comicMeta = useComicMeta();
  useCatalogue('comics');
  const t = useT();
  const { comicId = '' } = useParams();
  const { comic, isLoading } = useComic(comicId);
  const notFound = !isLoading && !comic;
  const notFoundTitle = t('comics.comic.notFound');
  usePageMeta(
    notFound ? notFoundTitle : (comic?.title ?? t('comics.comic.title')),
    comic?.synopsis ?? t('comics.comic.meta'),
  );
  const back = <TextLink href={paths.comics.href()}>{t('comics.list.all')}</TextLink>;
  if (notFound) {
    return (
      <Section title={t('comics.comic.title')} hideTitle>
        <EmptyState
          icon="book"
          headingLevel="h1"
          title={notFoundTitle}
          message={t('comics.comic.notFoundHint')}
          action={back}
        />
      </Section>
    );
  }
  return (
    <>
      <MinimumDuration
        ready={!isLoading}
        placeholder={<ComicHeader title={t('comics.comic.title')} loading />}
      >
        {comic && (
          <ComicHeader
            title={comic.title}
            cover={comic.coverImg}
            meta={comicMeta(comic)}
            eyebrow={back}
          />
        )}
      </MinimumDuration>
      {comic && (
        <>
          <Section title={t('comics.comic.about')}>
            <ComicOverview
              synopsis={comic.synopsis}
              genres={comic.genres.map((genre) => genreLabel(t, genre))}
              facts={factsOf(t, comic)}
              actions={
                <>
                  <FollowAction comic={comic} />
                  <MyListAction kind="comic" id={comic._id} title={comic.title} />
                </>
              }
            />
          </Section>
          {comic.cast.length > 0 && (
            <Section title={t('comics.comic.cast')}>
              <LinkProvider component={BiographyLink}>
                <CharacterGrid
                  label={t('comics.comic.cast')}
                  characters={comic.cast.map((c) => ({
                    id: c._id,
                    name: c.originalName,
                    imageUrl: c.mainImageUrl,
                    href: paths.biography.href(c._id),
                  }))}
                />
              </LinkProvider>
            </Section>
          )}
        </>
      )}
      <ComicChaptersSection comicId={comicId} />
    </>
  );
}
