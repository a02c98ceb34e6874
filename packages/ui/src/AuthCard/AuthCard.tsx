import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormActions } from '../FormPanel';
import { media, vars } from '../theme';

export type AuthCardProps = {
  /** The screen's one heading, e.g. 'Log In'. */
  title: ReactNode;
  subtitle?: ReactNode;
  /**
   * Makes the card a form (browser validation off: the screen validates and shows its own
   * messages). Called with the default submit already prevented.
   */
  onSubmit?: () => void;
  /** The fields (or, without onSubmit, the message the card carries). */
  children?: ReactNode;
  /** The buttons under the fields, e.g. Continue. */
  actions?: ReactNode;
  /** Ways onward under the card's body, e.g. 'Create one!'. */
  footer?: ReactNode;
  headingLevel?: 'h1' | 'h2';
  className?: string;
};

const Root = styled.div`
  width: 100%;
  /* Wide enough for an email address, narrow enough to read as one small task. */
  max-width: calc(1.5 * ${vars.size.gridMinLg});
  margin: ${vars.space[10]} auto;
  padding: ${vars.space[6]} ${vars.space[4]};
  display: grid;
  gap: ${vars.space[5]};
  background: ${vars.color.surface};
  color: ${vars.color.ink};
  border: ${vars.size.border} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.comicLg};

  ${media.sm} {
    padding: ${vars.space[8]};
  }

  [data-slot='header'] {
    display: grid;
    gap: ${vars.space[2]};
    text-align: center;
  }
  [data-slot='title'] {
    margin: 0;
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize['3xl']};
    letter-spacing: ${vars.letterSpacing.display};
    line-height: ${vars.lineHeight.tight};
  }
  [data-slot='subtitle'] {
    margin: 0;
    color: ${vars.color.muted};
  }
  [data-slot='form'] {
    display: grid;
    gap: ${vars.space[5]};
  }
  [data-slot='body'] {
    display: grid;
    gap: ${vars.space[4]};
  }
  [data-slot='footer'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${vars.space[2]} ${vars.space[4]};
    text-align: center;
  }
`;

/**
 * The card every sign-in screen shares (log in, forgot and reset password): a heading, an
 * optional line under it, the fields, the buttons and the links onward.
 */
export function AuthCard({
  title,
  subtitle,
  onSubmit,
  children,
  actions,
  footer,
  headingLevel: Heading = 'h1',
  className,
}: AuthCardProps) {
  const titleId = useId();
  const body = (
    <>
      <div data-slot="body">{children}</div>
      {actions && <FormActions layout="stack">{actions}</FormActions>}
    </>
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <Root className={className}>
      <div data-slot="header">
        <Heading id={titleId} data-slot="title">
          {title}
        </Heading>
        {subtitle && <p data-slot="subtitle">{subtitle}</p>}
      </div>
      {onSubmit ? (
        <form noValidate aria-labelledby={titleId} onSubmit={submit} data-slot="form">
          {body}
        </form>
      ) : (
        body
      )}
      {footer && <div data-slot="footer">{footer}</div>}
    </Root>
  );
}
