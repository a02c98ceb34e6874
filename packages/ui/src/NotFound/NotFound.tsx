import { MESSAGES } from '@ic/domain';
import { useId } from 'react';
import styled from 'styled-components';
import { useMessage, useT } from '../i18n';
import { TextLink } from '../TextLink';
import { media, vars } from '../theme';

export type NotFoundProps = {
  /** Where the way home leads. */
  homeHref: string;
  className?: string;
};

const Root = styled.section`
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${vars.space[5]};
  min-height: 70vh;
  padding: ${vars.space[10]} ${vars.space[4]};
  text-align: center;

  & [data-slot='code'] {
    padding: ${vars.space[2]} ${vars.space[8]};
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
    border: ${vars.size.border} solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    box-shadow: ${vars.shadow.comicLg};
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize['4xl']};
    letter-spacing: ${vars.letterSpacing.display};
    line-height: 1;
    transform: rotate(-4deg);
  }
  ${media.md} {
    & [data-slot='code'] {
      font-size: calc(${vars.fontSize['4xl']} * 2);
    }
  }
  & [data-slot='title'] {
    font-size: ${vars.fontSize['3xl']};
  }
  & [data-slot='message'] {
    max-width: ${vars.size.prose};
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
`;

/** The page for any unknown path: 'Page Not Found!' and a link home. */
export function NotFound({ homeHref, className }: NotFoundProps) {
  const titleId = useId();
  const t = useT();
  const message = useMessage();
  return (
    <Root aria-labelledby={titleId} className={className}>
      <span data-slot="code" aria-hidden="true">
        404
      </span>
      <h1 id={titleId} data-slot="title">
        {message(MESSAGES.notFound, 'errors.notFound')}
      </h1>
      <p data-slot="message">{t('shell.notFound.line')}</p>
      <TextLink href={homeHref} variant="button" size="lg">
        {t('shell.notFound.home')}
      </TextLink>
    </Root>
  );
}
