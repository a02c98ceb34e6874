import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge';
import { Card } from '../Card';
import { Icon, type IconName } from '../Icon';
import { media, vars } from '../theme';
import { useT } from '../i18n';

export const APP_STORE_BLOCK_HEADINGS = ['h2', 'h3'] as const;

export type AppStore = { name: string; icon?: IconName };

/** The two stores the app is announced for (spec section 2). */
export const DEFAULT_APP_STORES: readonly AppStore[] = [
  { name: 'App Store', icon: 'download' },
  { name: 'Play Store', icon: 'download' },
];

export type AppStoreBlockProps = {
  title: ReactNode;
  text?: ReactNode;
  /** The store buttons, all disabled until the app is out. */
  stores?: readonly AppStore[];
  /** The mark on every store button. */
  comingSoonLabel?: string;
  /** A picture of the app, e.g. a phone showing a comic. */
  image?: string;
  imageAlt?: string;
  headingLevel?: (typeof APP_STORE_BLOCK_HEADINGS)[number];
  className?: string;
};

const Root = styled(Card)`
  display: grid;
  gap: ${vars.space[6]};
  align-items: center;
  padding: ${vars.space[6]} ${vars.space[5]};

  ${media.md} {
    &[data-has-image] {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    }
    padding: ${vars.space[8]};
  }

  [data-slot='body'] {
    display: grid;
    gap: ${vars.space[3]};
  }
  [data-slot='title'] {
    font-size: ${vars.fontSize['2xl']};
  }
  [data-slot='text'] {
    margin: 0;
    color: ${vars.color.muted};
  }
  [data-slot='stores'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[3]};
    margin: ${vars.space[2]} 0 0;
    padding: 0;
    list-style: none;
  }
  [data-slot='store'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-height: ${vars.size.controlLg};
    padding: 0 ${vars.space[4]};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.disabled};
    color: ${vars.color.onDisabled};
    font: inherit;
    font-weight: ${vars.fontWeight.bold};
    cursor: not-allowed;
  }
  [data-slot='media'] {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
  }
`;

/**
 * The mobile app announcement: store buttons that cannot be pressed yet, each marked Coming
 * Soon, so nobody is sent to a store page that does not exist.
 */
export function AppStoreBlock({
  title,
  text,
  stores = DEFAULT_APP_STORES,
  comingSoonLabel,
  image,
  imageAlt = '',
  headingLevel: Heading = 'h2',
  className,
}: AppStoreBlockProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Root
      forwardedAs="section"
      aria-labelledby={titleId}
      data-has-image={image ? '' : undefined}
      className={className}
    >
      <div data-slot="body">
        <Heading id={titleId} data-slot="title">
          {title}
        </Heading>
        {text && <p data-slot="text">{text}</p>}
        <ul data-slot="stores" aria-label={t('home.app.stores')}>
          {stores.map((store) => (
            <li key={store.name}>
              <button type="button" data-slot="store" disabled>
                {store.icon && <Icon name={store.icon} />}
                {store.name}
                <Badge tone="inverse" size="sm">
                  {comingSoonLabel ?? t('home.app.comingSoon')}
                </Badge>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {image && (
        <img
          data-slot="media"
          src={image}
          alt={imageAlt}
          loading="lazy"
          decoding="async"
          width={480}
          height={360}
        />
      )}
    </Root>
  );
}
