import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, vars } from '../theme';
import { variantClasses } from '../utils/variants';
import { useT } from '../i18n';

export const SKELETON_VARIANTS = ['text', 'image', 'card', 'circle'] as const;
export const SKELETON_RATIOS = ['square', 'portrait', 'landscape', 'wide'] as const;
export const LOADING_LABEL = 'Loading…';

export const skeletonVariants = cva('', {
  variants: {
    variant: variantClasses('variant', SKELETON_VARIANTS),
    ratio: variantClasses('ratio', SKELETON_RATIOS),
  },
  // No default ratio: only images and cards have one (see Skeleton).
  defaultVariants: { variant: 'text' },
});

type Labelled = {
  /** What screen readers hear while this stands in. Pass null inside a group that already says it. */
  label?: string | null;
  className?: string;
};

export type SkeletonProps = VariantProps<typeof skeletonVariants> & Labelled;

const Status = styled.div`
  display: grid;
  align-content: start;
  gap: ${vars.space[2]};
  min-width: 0;
`;

// The shine is a band moved by `transform` alone, so the compositor animates it. Moving the
// background instead repainted every skeleton (and the pictures beside it) on the main thread
// each frame, just while the page's script starts: on a phone that was most of the blocking time.
const Shape = styled.span`
  display: block;
  position: relative;
  overflow: hidden;
  background: ${vars.color.skeleton};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      90deg,
      transparent 0%,
      ${vars.color.skeletonShine} 50%,
      transparent 100%
    );
    transform: translateX(-100%);
    animation: ic-skeleton-shine 1.4s ease-in-out infinite;
  }
  ${media.reducedMotion} {
    &::after {
      animation: none;
    }
  }

  &.variant-text {
    height: 1em;
    border-radius: ${vars.radius.sm};
  }
  &.variant-text[data-last] {
    width: 60%;
  }
  &.variant-image {
    width: 100%;
    border-radius: ${vars.radius.md};
  }
  &.variant-circle {
    width: ${vars.size.avatarMd};
    height: ${vars.size.avatarMd};
    border-radius: ${vars.radius.pill};
  }
  &.ratio-square {
    aspect-ratio: 1;
  }
  &.ratio-portrait {
    aspect-ratio: 4 / 5;
  }
  &.ratio-landscape {
    aspect-ratio: 4 / 3;
  }
  &.ratio-wide {
    aspect-ratio: 16 / 9;
  }

  @keyframes ic-skeleton-shine {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(100%);
    }
  }
`;

const CardFrame = styled.span`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  border: ${vars.size.border} solid ${vars.color.skeleton};
  border-radius: ${vars.radius.lg};
`;

/** Announces the wait once (visually hidden) and hides the grey shapes from assistive technology. */
function LoadingStatus({ label, className, children }: Labelled & { children: ReactNode }) {
  const t = useT();
  const status = label === null ? {} : { role: 'status' };
  return (
    <Status className={className} {...status} data-skeleton="">
      {label !== null && <span className="ic-visually-hidden">{label ?? t('shell.loading')}</span>}
      <span aria-hidden="true" style={{ display: 'contents' }}>
        {children}
      </span>
    </Status>
  );
}

/** Lines of grey text; the last one is shorter, like the end of a paragraph. */
export function SkeletonText({ lines = 3, label, className }: Labelled & { lines?: number }) {
  return (
    <LoadingStatus label={label} className={className}>
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <Shape
          key={index}
          data-last={index === lines - 1 && lines > 1 ? '' : undefined}
          className={skeletonVariants({ variant: 'text' })}
        />
      ))}
    </LoadingStatus>
  );
}

/** A grey stand-in shaped like what is loading: a line of text, an image, an avatar or a whole card. */
export function Skeleton({
  variant = 'text',
  ratio = 'landscape',
  label,
  className,
}: SkeletonProps) {
  if (variant === 'card') {
    return (
      <LoadingStatus label={label} className={className}>
        <CardFrame>
          <Shape className={skeletonVariants({ variant: 'image', ratio })} />
          <Shape className={skeletonVariants({ variant: 'text' })} />
          <Shape data-last="" className={skeletonVariants({ variant: 'text' })} />
        </CardFrame>
      </LoadingStatus>
    );
  }
  return (
    <LoadingStatus label={label} className={className}>
      <Shape
        className={skeletonVariants({ variant, ratio: variant === 'image' ? ratio : undefined })}
      />
    </LoadingStatus>
  );
}
