import styled from 'styled-components';
import { vars } from '../theme';

const Svg = styled.svg`
  width: calc(${vars.size.avatarLg} * 2);
  height: auto;

  & [data-slot='burst'] {
    fill: ${vars.color.secondary};
    stroke: ${vars.color.ink};
    stroke-width: 6;
    stroke-linejoin: round;
  }
  & [data-slot='ring'] {
    fill: ${vars.color.primary};
    stroke: ${vars.color.ink};
    stroke-width: 5;
  }
  & [data-slot='initials'] {
    fill: ${vars.color.onPrimary};
    stroke: ${vars.color.ink};
    stroke-width: 2;
    font-family: ${vars.font.display};
    font-size: 64px;
    letter-spacing: 2px;
  }
`;

// Twelve spikes around the centre of a 200 x 200 box.
const BURST = Array.from({ length: 24 }, (_, i) => {
  const radius = i % 2 === 0 ? 96 : 70;
  const angle = (Math.PI * i) / 12 - Math.PI / 2;
  return `${(100 + radius * Math.cos(angle)).toFixed(1)},${(100 + radius * Math.sin(angle)).toFixed(1)}`;
}).join(' ');

/** Our logo mark: the initials in a red disc on a comic burst. Decorative: name it where it is used. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <Svg viewBox="0 0 200 200" aria-hidden="true" focusable="false" className={className}>
      <polygon data-slot="burst" points={BURST} />
      <circle data-slot="ring" cx="100" cy="100" r="56" />
      <text data-slot="initials" x="100" y="122" textAnchor="middle">
        IC
      </text>
    </Svg>
  );
}
