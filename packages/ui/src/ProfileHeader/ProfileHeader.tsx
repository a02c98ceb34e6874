import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../Card';
import { vars } from '../theme';

export type ProfileHeaderProps = {
  /** The picture: an Avatar with initials, or the user's character. */
  avatar: ReactNode;
  username: string;
  email: string;
  /** Shown after the email, e.g. a link to create a character. */
  children?: ReactNode;
  className?: string;
};

const Root = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[4]};

  [data-slot='profile-who'] {
    display: grid;
    gap: ${vars.space[1]};
    min-width: 0;
  }
  [data-slot='profile-username'] {
    margin: 0;
    font-size: ${vars.fontSize['2xl']};
    font-weight: ${vars.fontWeight.black};
    overflow-wrap: anywhere;
  }
  [data-slot='profile-email'] {
    margin: 0;
    color: ${vars.color.muted};
    overflow-wrap: anywhere;
  }
`;

/** Who is signed in: picture, username and email, with room for one action below. */
export function ProfileHeader({
  avatar,
  username,
  email,
  children,
  className,
}: ProfileHeaderProps) {
  return (
    <Root className={className} data-slot="profile-header">
      {avatar}
      <div data-slot="profile-who">
        <p data-slot="profile-username">{username}</p>
        <p data-slot="profile-email">{email}</p>
        {children}
      </div>
    </Root>
  );
}
