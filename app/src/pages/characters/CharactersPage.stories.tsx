import { MESSAGES } from '@ic/domain';
import { atViewport, PHONE_VIEWPORT } from '@ic/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PAGE_STORY, api } from '../../stories/pageMeta';
import type { PageStory } from '../../stories/PageStory';
import { AFTER_SKELETONS, mainOf } from '../../stories/scope';
import { characterList } from '../../mocks/fixtures';

const meta = {
  title: 'Pages/Characters',
  ...PAGE_STORY,
  args: { url: '/characters' },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The names on the cards, in order, once the list is on screen. */
async function cardNames(page: ReturnType<typeof within>) {
  const list = await page.findByRole('list', { name: 'Characters' }, AFTER_SKELETONS);
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

/** The fixtures' names holding `part`, in their own (featured) order. */
const namesHolding = (part: string) =>
  characterList.map((c) => c.originalName).filter((name) => name.toLowerCase().includes(part));

/** The hub: the three-slide hero, then 12 cards, featured first, with the pages below. */
export const Content: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Characters' })).toBeVisible();
    const hero = await page.findByRole('region', { name: 'Heroes, wanderers and villains' });
    const slides = within(hero).getByRole('list', { name: 'Choose a slide' });
    await expect(within(slides).getAllByRole('button')).toHaveLength(3);

    const names = await cardNames(page);
    await expect(names).toHaveLength(12);
    // Featured: the fixtures' own order, as the server keeps the hand-written core first.
    await expect(names).toEqual(characterList.slice(0, 12).map((c) => c.originalName));
    await expect(page.getByText('40 characters')).toBeVisible();

    const pages = page.getByRole('navigation', { name: 'Character pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(async () => expect((await cardNames(page))[0]).not.toBe(names[0]));
    await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Opened from the header's search (/characters?q=agni): the box shows it, the list is narrowed. */
export const Searching: Story = {
  args: { url: '/characters?q=agni' },
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(page.getByRole('searchbox', { name: 'Search characters' })).toHaveValue('agni');
    // Featured order: the matches as the fixtures list them.
    await expect(await cardNames(page)).toEqual(namesHolding('agni'));
    await expect(page.getByText('4 characters match “agni”')).toBeVisible();
  },
};

/** The search ignores case; a new sort starts again at page 1 (spec section 4). */
export const SearchAndSort: Story = {
  args: { url: '/characters?page=2' },
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await cardNames(page);
    await userEvent.type(page.getByRole('searchbox', { name: 'Search characters' }), 'MEGH');
    const names = namesHolding('megh');
    await waitFor(async () => expect(await cardNames(page)).toEqual(names));

    const byName = [...names].sort((a, b) => a.localeCompare(b));
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Sort' }), 'A to Z');
    await waitFor(async () => expect(await cardNames(page)).toEqual(byName));
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Sort' }), 'Z to A');
    await waitFor(async () => expect(await cardNames(page)).toEqual([...byName].reverse()));
    await expect(page.queryByRole('navigation', { name: 'Character pages' })).toBeNull();
  },
};

/** A slide's button shows its side in the list and takes the visitor to the list's search. */
export const MeetASide: Story = {
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await cardNames(page);
    const hero = page.getByRole('region', { name: 'Heroes, wanderers and villains' });
    await userEvent.click(within(hero).getByRole('button', { name: 'Meet the heroes' }));
    await expect(page.getByRole('searchbox', { name: 'Search characters' })).toHaveFocus();
    const filters = page.getByRole('group', { name: 'Filter characters' });
    await expect(within(filters).getByRole('button', { name: 'Heroes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await page.findByText('14 characters')).toBeVisible();
  },
};

/** Filters from the address (villains of Neon Mayapuri), then a power, then cleared. */
export const Filtered: Story = {
  args: { url: '/characters?alignment=villain&universe=Neon+Mayapuri' },
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(await cardNames(page)).toHaveLength(6);
    const filters = page.getByRole('group', { name: 'Filter characters' });
    await expect(within(filters).getByRole('button', { name: 'Villains' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(filters).getByRole('combobox', { name: 'Universe' })).toHaveValue(
      'Neon Mayapuri',
    );
    // The hero shows the same side as the list, not its first slide (the heroes).
    const hero = page.getByRole('region', { name: 'Heroes, wanderers and villains' });
    await expect(within(hero).getByRole('button', { name: 'Villains' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByText('6 characters')).toBeVisible();
    await userEvent.selectOptions(
      within(filters).getByRole('combobox', { name: 'Power' }),
      'Tidal Wave',
    );
    await waitFor(async () => expect(await cardNames(page)).toHaveLength(2));
    await userEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await cardNames(page)).toHaveLength(12));
    await expect(page.getByText('40 characters')).toBeVisible();
    await expect(
      within(page.getByRole('region', { name: 'Heroes, wanderers and villains' })).getByRole(
        'button',
        { name: 'Heroes' },
      ),
    ).toHaveAttribute('aria-current', 'true');
  },
};

/** Filters that leave nobody: the spec's message, a hint, and a way back to everyone. */
export const FilteredToNobody: Story = {
  args: { url: '/characters?q=agni&alignment=villain&universe=Neon+Mayapuri' },
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(
      await page.findByRole('heading', { name: MESSAGES.noCharacter }, AFTER_SKELETONS),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Show all characters' }));
    await expect(await cardNames(page)).toHaveLength(12);
  },
};

/** A search that matches nobody: the spec's message and a way back to everyone. */
export const NoMatch: Story = {
  args: { url: '/characters?q=zzz' },
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const empty = await page.findByRole('heading', { name: MESSAGES.noCharacter }, AFTER_SKELETONS);
    await expect(empty).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Show all characters' }));
    await expect(await cardNames(page)).toHaveLength(12);
    await expect(page.getByRole('searchbox')).toHaveValue('');
  },
};

/** An empty archive: no hero, and the list says 'Oops, no character found'. */
export const Empty: Story = {
  parameters: api('empty'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(
      await page.findByRole('heading', { name: MESSAGES.noCharacter }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(page.queryByRole('region', { name: 'Heroes, wanderers and villains' })).toBeNull();
  },
};

/** While the list loads: a page of skeleton cards, announced once. */
export const Loading: Story = {
  parameters: api('loading'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Characters' })).toBeVisible();
    await expect(page.getByText('Loading…')).toBeInTheDocument();
    await expect(page.queryByRole('list', { name: 'Characters' })).toBeNull();
  },
};

/** The list cannot load (logged only, spec section 8): 'Oops, no character found'. */
export const Error: Story = {
  parameters: api('error'),
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(
      await page.findByRole('heading', { name: MESSAGES.noCharacter }, AFTER_SKELETONS),
    ).toBeVisible();
  },
};

/** On a 375 px phone the cards sit two to a row. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    const list = await page.findByRole('list', { name: 'Characters' }, AFTER_SKELETONS);
    const [first, second] = within(list).getAllByRole('listitem');
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
  },
};

/** In Hindi (?lang=hi, or the toolbar): the headings, filters and count from the Hindi catalogues. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'किरदार' })).toBeVisible();
    await expect(
      await page.findByRole('heading', { level: 2, name: 'सभी किरदार' }, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(await page.findByText('40 किरदार', {}, AFTER_SKELETONS)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'किरदार खोजें' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'किरदार छाँटें' })).toBeVisible();
    // The carousel's slide: the app's words for the side, the slide's own in Hindi too.
    await expect(
      await page.findByText('उनसे मिलिए जो तूफ़ान की ओर दौड़ पड़ते हैं।', {}, AFTER_SKELETONS),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'IC Universe के रक्षक' })).toBeVisible();
    await expect(page.queryByText(/run towards the storm/)).toBeNull();
  },
};

const PHONE_360 = atViewport('phone360');

/** Hindi on a 360 px phone: the longer Devanagari words wrap inside the screen, nothing overflows. */
export const HindiPhone: Story = {
  ...PHONE_360,
  globals: { ...PHONE_360.globals, language: 'hi' },
  play: async ({ canvasElement }) => {
    const page = await mainOf(canvasElement);
    await page.findByText('40 किरदार', {}, AFTER_SKELETONS);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
