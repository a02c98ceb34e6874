import { NewChapterRow, Section, TextLink, useFormat, useT } from '@ic/ui';
import { useNewForYou } from '../../../api/follows';
import { paths } from '../../../paths';
import { useSession } from '../../../session';

/**
 * "New for you": new chapters of the series a signed-in reader follows. Left out when signed
 * out, when they follow nothing new, or when the call fails.
 */
export function NewForYouSection() {
  const t = useT();
  const { date } = useFormat();
  const { signedIn } = useSession();
  const { chapters } = useNewForYou(signedIn);
  if (chapters.length === 0) return null;
  return (
    <Section
      title={t('home.newForYou.title')}
      action={
        <TextLink variant="button" tone="secondary" size="sm" href={paths.myAccount.href()}>
          {t('home.newForYou.follows')}
        </TextLink>
      }
    >
      <NewChapterRow
        label={t('home.newForYou.label')}
        chapters={chapters.map(({ comic, chapter, publishedAt }) => ({
          id: chapter._id,
          comicTitle: comic.title,
          number: chapter.number,
          title: chapter.title,
          image: chapter.chapImage,
          href: paths.reader.href(comic._id, chapter._id),
          published: date(publishedAt),
        }))}
      />
    </Section>
  );
}
