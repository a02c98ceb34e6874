import {
  CharacterCard,
  ComicCard,
  EmptyState,
  Grid,
  MyListButton,
  Section,
  Stack,
  TextLink,
  useT,
} from '@ic/ui';
import { paths } from '../../paths';
import { useMyListToggle } from '../../sections/myList/useMyListToggle';

/** The comics and characters this reader keeps, newest first, each to its page, with Remove. */
export function MyListPanel() {
  const myList = useMyListToggle();
  const t = useT();
  return (
    <Section title={t('account.myList.title')} headingLevel="h2" spacing="sm">
      {myList.items.length === 0 ? (
        <EmptyState
          icon="bookmark"
          headingLevel="h3"
          title={t('account.myList.empty')}
          message={t('account.myList.emptyMessage')}
          action={<TextLink href={paths.comics.href()}>{t('account.follows.browse')}</TextLink>}
        />
      ) : (
        <Grid as="ul" min="xs" gap="lg" aria-label={t('account.myList.title')}>
          {myList.items.map((item) => (
            <li key={`${item.kind}/${item._id}`}>
              <Stack gap="sm">
                {item.kind === 'comic' ? (
                  <ComicCard
                    title={item.title}
                    cover={item.image}
                    href={paths.comic.href(item._id)}
                    headingLevel="h3"
                  />
                ) : (
                  <CharacterCard
                    name={item.title}
                    imageUrl={item.image}
                    href={paths.biography.href(item._id)}
                  />
                )}
                <MyListButton
                  title={item.title}
                  added
                  size="sm"
                  pending={myList.isPending(item.kind, item._id)}
                  onChange={() => myList.change(item.kind, item._id, false)}
                />
              </Stack>
            </li>
          ))}
        </Grid>
      )}
    </Section>
  );
}
