import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { GlobalStyle } from '../theme';
import { StatusBadge, STUDIO_STATUS_LABELS, STUDIO_STATUSES } from './StatusBadge';

/** WCAG relative luminance of a computed `rgb(r, g, b)` colour. */
function luminance(color: string) {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string) {
  const [one, other] = [luminance(a), luminance(b)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

describe('StatusBadge', () => {
  it.each(STUDIO_STATUSES)('shows "%s" as text with AA contrast', async (status) => {
    const screen = await render(
      <>
        <GlobalStyle />
        <StatusBadge status={status} />
      </>,
    );
    const badge = screen.getByText(STUDIO_STATUS_LABELS[status]).element();
    const style = getComputedStyle(badge);
    expect(badge.textContent).toBe(STUDIO_STATUS_LABELS[status]);
    expect(contrast(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });
});
