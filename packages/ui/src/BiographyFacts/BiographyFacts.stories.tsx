import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../storybook/viewports';
import { BiographyFacts, type BiographyFact } from './BiographyFacts';

const FULL: BiographyFact[] = [
  { label: 'Known as', value: 'The Ember Guardian' },
  { label: 'Height', value: '5 ft 7 in' },
  { label: 'Age', value: '24' },
  { label: 'Species', value: 'Human (Agni-touched)' },
  { label: 'Place of origin', value: 'Jaisalmer Frontier' },
  { label: 'Friends', value: ['Vayuveer', 'Jalika'] },
  { label: 'Enemies', value: ['Andhkaar Raj'] },
  { label: 'Powers', value: ['Flame Conjuring', 'Heat Sight', 'Phoenix Recovery'] },
  {
    label: 'Description',
    value: 'A desert-born fire wielder who guards the three ages of Trikaal from the dark.',
    wide: true,
  },
];

const meta = {
  title: 'Characters/BiographyFacts',
  component: BiographyFacts,
  args: { facts: FULL },
} satisfies Meta<typeof BiographyFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label and value pairs; lists read as one line joined by commas. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const terms = canvasElement.querySelectorAll('dt');
    await expect(terms).toHaveLength(FULL.length);
    const friends = [...terms].find((dt) => dt.textContent === 'Friends');
    await expect(friends?.nextElementSibling).toHaveTextContent('Vayuveer, Jalika');
  },
};

/** Every kind of gap reads N/A: null, undefined, empty text, blank text and an empty list. */
export const Gaps: Story = {
  args: {
    facts: [
      { label: 'Known as', value: null },
      { label: 'Height', value: '' },
      { label: 'Age', value: undefined },
      { label: 'Weight', value: '   ' },
      { label: 'Family', value: [] },
      { label: 'Universe', value: 'Trikaal' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('N/A')).toHaveLength(5);
    await expect(canvasElement.querySelectorAll('dd[data-missing]')).toHaveLength(5);
    await expect(canvas.getByText('Trikaal')).not.toHaveAttribute('data-missing');
  },
};

/** On a phone the facts stand in one column. */
export const Phone: Story = {
  ...PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const [first, second] = canvasElement.querySelectorAll('[data-slot="fact"]');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? 0,
    );
  },
};
