import { applyStatsFloors, type RawSupportStats } from '@ic/domain';
import styled from 'styled-components';
import { Card } from '../Card';
import { useFormat, useT } from '../i18n';
import { media, vars } from '../theme';

export type SupportStatsPanelProps = {
  /** The server's figures; null (not loaded, or failed) shows the floors. */
  stats: RawSupportStats | null;
  className?: string;
};

const NO_STATS: RawSupportStats = { monthlyFunds: 0, supporterCount: 0 };

const Root = styled.dl`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;

  ${media.sm} {
    grid-template-columns: repeat(3, 1fr);
  }

  & [data-slot='figure'] {
    display: flex;
    flex-direction: column-reverse;
    gap: ${vars.space[1]};
    padding: ${vars.space[4]} ${vars.space[5]};
    text-align: center;
  }
  & [data-slot='label'] {
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='value'] {
    margin: 0;
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize['3xl']};
    letter-spacing: ${vars.letterSpacing.display};
    line-height: ${vars.lineHeight.tight};
  }
`;

/**
 * The Support Us figures: the spec's floors with every gift through the site added on top (so a
 * new gift visibly counts), and a fixed count of corporates.
 */
export function SupportStatsPanel({ stats, className }: SupportStatsPanelProps) {
  const t = useT();
  const { number, rupees } = useFormat();
  const shown = applyStatsFloors(stats ?? NO_STATS);
  const figures = [
    { key: 'monthlyFunds', value: rupees(shown.monthlyFunds) },
    { key: 'supporterCount', value: number(shown.supporterCount) },
    { key: 'corporates', value: number(shown.corporates) },
  ] as const;
  return (
    <Root className={className}>
      {figures.map(({ key, value }) => (
        <Card key={key} tone="secondary" data-slot="figure">
          <dt data-slot="label">{t(`support.stat.${key}`)}</dt>
          <dd data-slot="value">{value}</dd>
        </Card>
      ))}
    </Root>
  );
}
