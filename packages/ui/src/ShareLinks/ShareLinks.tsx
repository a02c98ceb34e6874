import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { TextLink } from '../TextLink';
import { useToast } from '../Toast';
import { vars } from '../theme';
import { useT } from '../i18n';

/** What the browser offers: the Web Share API where there is one (phones), and the clipboard. */
export type ShareTools = {
  share?: (data: ShareData) => Promise<void>;
  copy?: (text: string) => Promise<void>;
};

export type ShareLinksProps = ShareTools & {
  /** The address to share (absolute). */
  url: string;
  /** What is shared: the article's title. */
  title: string;
  className?: string;
};

/** The toasts' catalogue ids (shell). */
export const SHARE_MESSAGES = {
  copied: 'shell.share.copied',
  notCopied: 'shell.share.notCopied',
} as const;

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

function browserTools(): ShareTools {
  if (typeof navigator === 'undefined') return {};
  return {
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    copy: navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined,
  };
}

/**
 * Share an article: the device's own share sheet where the browser has one (the Web Share API,
 * on phones), else Copy link with a toast saying whether it worked; WhatsApp and X links always.
 */
export function ShareLinks({ url, title, share, copy, className }: ShareLinksProps) {
  const t = useT();
  const toast = useToast();
  const [tools] = useState(() => {
    const found = browserTools();
    return { share: share ?? found.share, copy: copy ?? found.copy };
  });
  const copyLink = async () => {
    try {
      if (!tools.copy) throw new Error('No clipboard');
      await tools.copy(url);
      toast.show({ tone: 'success', title: t(SHARE_MESSAGES.copied) });
    } catch {
      toast.show({ tone: 'error', title: t(SHARE_MESSAGES.notCopied), description: url });
    }
  };
  const shareSheet = async () => {
    try {
      await tools.share?.({ title, url });
    } catch {
      // Closing the share sheet rejects too: nothing to say.
    }
  };
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
  const x = `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`;
  return (
    <Root
      role="group"
      aria-label={t('shell.share.label', { title })}
      data-slot="share-links"
      className={className}
    >
      {tools.share ? (
        <Button variant="secondary" size="sm" onClick={shareSheet}>
          <Icon name="share" />
          {t('shell.share.share')}
        </Button>
      ) : (
        <Button variant="secondary" size="sm" onClick={copyLink}>
          <Icon name="share" />
          {t('shell.share.copy')}
        </Button>
      )}
      <TextLink href={whatsApp} variant="button" tone="secondary" size="sm">
        {t('shell.share.whatsApp')}
      </TextLink>
      <TextLink href={x} variant="button" tone="secondary" size="sm">
        {t('shell.share.x')}
      </TextLink>
    </Root>
  );
}
