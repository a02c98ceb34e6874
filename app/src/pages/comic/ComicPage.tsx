import { POLICY, type ComicDetail } from '@ic/domain';
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
  type ComicFact,
} from '@ic/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useComic } from '../../api/comics';
import { useFollows } from '../../api/follows';
import { paths } from '../../paths';
import { BiographyLink } from '../../sections/characters/biographyLink';
import { ComicChaptersSection } from '../../sections/comics/ComicChaptersSection';
import { comicMeta } from '../../sections/comics/comicMeta';
import { MyListAction } from '../../sections/myList/MyListAction';
import { useSession } from '../../session';
import { usePageMeta } from '../usePageMeta';

const NOT_FOUND = 'Comic not found';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Rating in words, status, chapters (and how many are for members), creators with their roles. */
function factsOf(comic: ComicDetail): ComicFact[] {
  const rating = POLICY.ratings.find((r) => r.code === comic.rating);
  const members = comic.membersChapterCount;
  const facts: ComicFact[] = [
    { label: 'Rating', value: rating ? `${rating.code}: ${rating.label}` : comic.rating },
    { label: 'Status', value: capitalised(comic.status) },
    {
      label: 'Chapters',
      value: members > 0 ? `${comic.chapterCount} (${members} for members)` : comic.chapterCount,
    },
  ];
  if (comic.creators.length > 0) {
    const creators = comic.creators.map((c) => `${c.name} (${c.role})`).join(', ');
    facts.push({ label: 'Creators', value: creators });
  }
  return facts;
}

/** Follow for a signed-in reader; otherwise the way to sign in first. */
function FollowAction({ comic }: { comic: ComicDetail }) {
  const { signedIn } = useSession();
  const { follows, setFollowing } = useFollows(signedIn);
  const [pending, setPending] = useState(false);
  if (!signedIn) return <TextLink href={paths.login.href()}>Log in to follow</TextLink>;
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
  const { comicId = '' } = useParams();
  const { comic, isLoading } = useComic(comicId);
  const notFound = !isLoading && !comic;
  usePageMeta(
    notFound ? NOT_FOUND : (comic?.title ?? paths.comic.title),
    comic?.synopsis ?? 'An IC Universe comic: what it is about, who is in it and its chapters.',
  );
  const back = <TextLink href={paths.comics.href()}>All comics</TextLink>;
  if (notFound) {
    return (
      <Section title={paths.comic.title} hideTitle>
        <EmptyState
          icon="book"
          headingLevel="h1"
          title={NOT_FOUND}
          message="It may have moved. Every series is on the comics page."
          action={back}
        />
      </Section>
    );
  }
  return (
    <>
      <MinimumDuration
        ready={!isLoading}
        placeholder={<ComicHeader title={paths.comic.title} loading />}
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
          <Section title="About this comic">
            <ComicOverview
              synopsis={comic.synopsis}
              genres={comic.genres}
              facts={factsOf(comic)}
              actions={
                <>
                  <FollowAction comic={comic} />
                  <MyListAction kind="comic" id={comic._id} title={comic.title} />
                </>
              }
            />
          </Section>
          {comic.cast.length > 0 && (
            <Section title="Characters in it">
              <LinkProvider component={BiographyLink}>
                <CharacterGrid
                  label="Characters in it"
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
