import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { AvatarEditor } from './AvatarEditor';
import { DEFAULT_AVATAR, encodeAvatar, type AvatarConfig } from './avatarConfig';
import { CHARACTER_AVATAR_SIZES, CharacterAvatar, UserAvatar } from './CharacterAvatar';

const meta = {
  title: 'Site/CharacterAvatar',
  component: CharacterAvatar,
  args: { avatar: 'v1:2001002', label: "Meera's character", size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: CHARACTER_AVATAR_SIZES } },
} satisfies Meta<typeof CharacterAvatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: "Meera's character" })).toBeVisible();
  },
};

export const Glasses: Story = { args: { avatar: 'v1:4313121' } };
export const LongHair: Story = { args: { avatar: 'v1:1432201', size: 'xl' } };

/** UserAvatar draws a character string and falls back to initials for anything else. */
export const UserAvatars: Story = {
  render: () => (
    <>
      <UserAvatar name="Meera Rao" avatar="v1:2001002" />
      <UserAvatar name="Priya Sharma" />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Meera Rao' })).toBeVisible();
    await expect(canvas.getByText('PS')).toBeVisible();
  },
};

function EditorDemo() {
  const [config, setConfig] = useState<AvatarConfig>(DEFAULT_AVATAR);
  return (
    <>
      <CharacterAvatar config={config} label={encodeAvatar(config)} />
      <AvatarEditor value={config} onChange={setConfig} />
    </>
  );
}

/** Each choice redraws the character at once. */
export const Editor: Story = {
  render: () => <EditorDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Glasses' }));
    await expect(canvas.getByRole('img', { name: 'v1:2001001' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Blue/ }));
    await expect(canvas.getByRole('img', { name: 'v1:2011001' })).toBeVisible();
  },
};
