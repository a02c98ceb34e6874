import { SHOP_PROMO } from '@ic/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react';
import { useT } from '../i18n';
import { IconButton } from '../IconButton';
import { TextLink } from '../TextLink';
import { vars } from '../theme';

export type PromoBarProps = {
  /** The shop's address; when given, a 'Shop now' link opens it in a new tab. */
  shopHref?: string;
  /** Shows a close button that hides the bar. */
  dismissible?: boolean;
  onDismiss?: () => void;
  code?: string;
  percent?: number;
  className?: string;
};

const Root = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[4]};
  background: ${vars.color.secondary};
  color: ${vars.color.onSecondary};
  border-bottom: ${vars.size.borderThin} solid ${vars.color.border};
  font-weight: ${vars.fontWeight.bold};
  text-align: center;

  /* Ink, not the link blue: blue on yellow is below 4.5:1. */
  --ic-link-color: currentColor;

  & [data-slot='offer'] {
    margin: 0;
  }
  & [data-slot='code'] {
    padding: 0 ${vars.space[2]};
    border: ${vars.size.borderThin} dashed ${vars.color.border};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surface};
    color: ${vars.color.ink};
    font-family: ${vars.font.display};
    letter-spacing: ${vars.letterSpacing.display};
  }
  & [data-slot='dismiss'] {
    margin-left: auto;
  }
`;

/** The header's offer: the shop code for 10% off, optionally dismissible. */
export function PromoBar({
  shopHref,
  dismissible = false,
  onDismiss,
  code = SHOP_PROMO.code,
  percent = SHOP_PROMO.percent,
  className,
}: PromoBarProps) {
  const t = useT();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    onDismiss?.();
  };
  return (
    <Root className={className} data-promo-bar="">
      <p data-slot="offer">
        <Trans
          id="shell.promo.offer"
          values={{ percent, code }}
          components={{ 0: <span data-slot="code" /> }}
        />
        {shopHref && (
          <>
            {' '}
            <TextLink href={shopHref} external>
              {t('shell.promo.shopNow')}
            </TextLink>
          </>
        )}
      </p>
      {dismissible && (
        <IconButton
          data-slot="dismiss"
          icon="close"
          label={t('shell.promo.dismiss')}
          variant="ghost"
          size="sm"
          onClick={dismiss}
        />
      )}
    </Root>
  );
}
