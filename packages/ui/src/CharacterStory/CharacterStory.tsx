import { displayValue } from '@ic/domain';
import styled from 'styled-components';
import { ArtFrame, type ArtFrameProps } from '../ArtFrame';
import { media, vars } from '../theme';

export type CharacterStoryProps = {
  image?: string | null;
  /** What the picture shows. */
  imageAlt: string;
  /** The story; null or empty reads 'N/A'. Leave it out for a picture alone (the outfit). */
  text?: string | null;
  ratio?: ArtFrameProps['ratio'];
  /** Puts the picture on the right from tablets up, so stacked stories alternate. */
  reverse?: boolean;
  imageLoading?: 'eager' | 'lazy';
  className?: string;
};

const Root = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  align-items: center;

  & [data-slot='art'] {
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    box-shadow: ${vars.shadow.comic};
  }
  & [data-slot='text'] {
    max-width: ${vars.size.prose};
    margin: 0;
    font-size: ${vars.fontSize.lg};
    line-height: ${vars.lineHeight.normal};
  }

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space[8]};
    &[data-reverse] [data-slot='art'] {
      order: 1;
    }
  }
  /* A picture alone stays at a portrait's width instead of filling the page. */
  &[data-picture-only] {
    grid-template-columns: minmax(0, ${vars.size.gridMinLg});
  }
`;

/** One chapter of a character's life (origin, storyline) or their outfit: a picture and its text. */
export function CharacterStory({
  image,
  imageAlt,
  text,
  ratio = 'story',
  reverse = false,
  imageLoading = 'lazy',
  className,
}: CharacterStoryProps) {
  const pictureOnly = text === undefined;
  return (
    <Root
      className={className}
      data-reverse={reverse ? '' : undefined}
      data-picture-only={pictureOnly ? '' : undefined}
    >
      <ArtFrame src={image} alt={imageAlt} ratio={ratio} loading={imageLoading} />
      {!pictureOnly && <p data-slot="text">{displayValue(text)}</p>}
    </Root>
  );
}
