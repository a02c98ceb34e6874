import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { ArtFrame } from '../ArtFrame';
import { CoverImage } from '../CoverImage';
import { Section } from '../Section';
import { generatedCharacterArt, generatedCover, sketchAt } from '../storybook/generatedArt';
import { atViewport } from '../storybook/viewports';
import { vars } from '../theme';

// The range of the generated art at a glance: 48 characters (heroes, in-between and villains
// in turn, every body, setting and kit) and 12 covers, as the server draws them. Loaded at once,
// so a screenshot of the whole gallery has every picture.

const CHARACTERS = Array.from({ length: 48 }, (_, i) => ({
  name: sketchAt(i).name,
  side: sketchAt(i).alignment,
  image: generatedCharacterArt(i, 'portrait'),
}));
const COVERS = Array.from({ length: 12 }, (_, i) => generatedCover(i));

/** Small tiles, so the whole range fits one desktop screen (and one screenshot). */
const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(5rem, 1fr));
  gap: ${vars.space[2]};
`;

function ArtGallery({ characters, covers }: { characters: number; covers: number }) {
  return (
    <>
      <Section
        spacing="sm"
        title="Characters"
        description="Heroes, in-between and villains, in turn."
      >
        <Tiles>
          {CHARACTERS.slice(0, characters).map((c) => (
            <ArtFrame
              key={c.name}
              src={c.image}
              alt={`${c.name} (${c.side})`}
              ratio="portrait"
              loading="eager"
            />
          ))}
        </Tiles>
      </Section>
      <Section
        spacing="sm"
        title="Covers"
        description="The logo block at the top is left for the HTML title."
      >
        <Tiles>
          {COVERS.slice(0, covers).map((c) => (
            <CoverImage key={c.title} src={c.image} alt={c.title} loading="eager" />
          ))}
        </Tiles>
      </Section>
    </>
  );
}

const meta = {
  title: 'Art/Gallery',
  component: ArtGallery,
  argTypes: {
    characters: { control: { type: 'range', min: 0, max: 48 } },
    covers: { control: { type: 'range', min: 0, max: 12 } },
  },
  args: { characters: 48, covers: 12 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ArtGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 48 generated characters and 12 covers side by side, each named for screen readers. */
export const Gallery: Story = {
  ...atViewport('desktop1280'),
  play: async ({ canvas }) => {
    const characters = canvas.getByRole('region', { name: 'Characters' });
    const covers = canvas.getByRole('region', { name: 'Covers' });
    await expect(characters.querySelectorAll('img')).toHaveLength(48);
    await expect(covers.querySelectorAll('img')).toHaveLength(12);
    await expect(canvas.getByRole('img', { name: 'Copper Heron (hero)' })).toBeVisible();
    const sides = CHARACTERS.map((c) => c.side);
    await expect(new Set(sides)).toEqual(new Set(['hero', 'middle', 'villain']));
  },
};
