import { MESSAGES } from '@ic/domain';
import { PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { character, sparseCharacter } from '../../mocks/fixtures';
import { PAGE_STORY, api } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';

const meta = {
  title: 'Pages/Character Biography',
  ...PAGE_STORY,
  args: { url: '/characters/biography', state: { id: character._id } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown for one fact of the biography table. */
function fact(scope: HTMLElement, label: string) {
  const term = [...scope.querySelectorAll('dt')].find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent;
}

/** Opened from a card (the id as navigation state): the whole biography, titled by the name. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const name = await page.findByRole(
      'heading',
      { level: 1, name: 'Agni Storm' },
      AFTER_SKELETONS,
    );
    await expect(name).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Agni Storm | IC Universe'));
    for (const section of ['Biography', 'Powers', 'Outfit', 'Origin', 'Storyline']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(fact(canvasElement, 'Friends')).toBe('Megh Shade, Tara Blaze');

    const powers = within(page.getByRole('region', { name: 'Powers' }));
    await expect(powers.getByRole('img')).toHaveAccessibleName('Agni Storm using Flame weaving');
    await userEvent.click(powers.getByRole('button', { name: 'Ember flight' }));
    await expect(powers.getByRole('img')).toHaveAccessibleName('Agni Storm using Ember flight');
    await expect(powers.getByRole('button', { name: 'Ember flight' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A reload or a shared link: the id comes from ?id=. */
/** Where they appear (comics to their pages, chapters to the reader) and who they are linked to. */
export const AppearsInAndConnections: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const appears = await page.findByRole(
      'list',
      { name: `Where ${character.originalName} appears` },
      AFTER_SKELETONS,
    );
    const [first] = character.appearsIn;
    await expect(within(appears).getByRole('link', { name: first?.comicTitle })).toHaveAttribute(
      'href',
      `/comics/${first?.comicId}`,
    );
    await expect(
      within(appears).getAllByRole('link', { name: 'Chapter 1: Chapter 1' })[0],
    ).toHaveAttribute(
      'href',
      `/comicChap/${first?.comicId}/chapters/pdfView?chapter=${first?.chapters[0]?._id}`,
    );
    const links = page.getByRole('list', { name: `${character.originalName}'s connections` });
    const [mentor] = character.connections;
    await expect(within(links).getAllByRole('listitem')[0]).toHaveTextContent(
      `Mentor${mentor?.character.originalName}`,
    );
    await expect(
      within(links).getByRole('link', { name: mentor?.character.originalName }),
    ).toHaveAttribute('href', `/characters/biography?id=${mentor?.character._id}`);
  },
};

export const ViaQuery: Story = {
  args: { url: `/characters/biography?id=${character._id}`, state: undefined },
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Agni Storm' }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

/** A character the archive knows little about: every gap and empty list reads N/A. */
export const Sparse: Story = {
  args: { state: { id: sparseCharacter._id } },
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await page.findByRole(
      'heading',
      { level: 1, name: sparseCharacter.originalName },
      AFTER_SKELETONS,
    );
    for (const label of ['Known as', 'Height', 'Age', 'Family', 'Powers', 'Weapon', 'About']) {
      await expect(fact(canvasElement, label)).toBe(MESSAGES.notAvailable);
    }
    await expect(fact(canvasElement, 'Eyes')).toBe(sparseCharacter.eyes);
    // No power names: the buttons say which power they are.
    const powers = within(page.getByRole('region', { name: 'Powers' }));
    await expect(powers.getByRole('button', { name: 'Power 1' })).toBeVisible();
  },
};

/** An id the archive does not know: the spec's message and a way back to the list. */
export const NotFound: Story = {
  args: { state: { id: '000000000000000000000000' } },
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(
      await page.findByRole('heading', { name: MESSAGES.noCharacter }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all characters' })).toHaveAttribute(
      'href',
      '/characters',
    );
  },
};

/** Opened with no id at all: the same, without asking the server. */
export const NoId: Story = {
  args: { state: undefined },
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Character Biography' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: MESSAGES.noCharacter })).toBeVisible();
  },
};

/** While the character loads: the banner's and the facts' shapes. */
export const Loading: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent('Loading the character…');
  },
};

/** The load fails (logged only, spec section 8): the not-found state. */
export const Error: Story = {
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(
      await page.findByRole('heading', { name: MESSAGES.noCharacter }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

/** On a 375 px phone the page stacks and nothing runs off the side. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await page.findByRole('heading', { level: 1, name: 'Agni Storm' }, AFTER_SKELETONS);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** In Hindi: the sections and fact labels from the Hindi catalogue; the content stays as written. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await page.findByRole('heading', { level: 1, name: 'Agni Storm' }, AFTER_SKELETONS);
    for (const section of ['जीवनी', 'शक्तियाँ', 'पोशाक', 'उत्पत्ति', 'कहानी']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(fact(canvasElement, 'कद')).toBeTruthy();
    await expect(page.getByRole('link', { name: 'सभी किरदारों पर वापस जाएँ' })).toBeVisible();
  },
};
