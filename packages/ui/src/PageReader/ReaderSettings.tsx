import type { ReadingMode } from '@ic/domain';
import styled from 'styled-components';
import { useT } from '../i18n';
import { ReaderModeSwitch } from '../ReaderModeSwitch';
import { Switch } from '../Switch';
import { TextLink } from '../TextLink';
import { vars } from '../theme';

export type ReaderSettingsProps = {
  id: string;
  mode: ReadingMode;
  onModeChange: (mode: ReadingMode) => void;
  dataSaver: boolean;
  onDataSaverChange: (on: boolean) => void;
  /** The original PDF, offered to members as a download; absent for everyone else. */
  downloadHref?: string | null;
};

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space[4]} ${vars.space[8]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-bottom: ${vars.size.borderThin} solid ${vars.color.muted};
  --ic-link-color: currentColor;

  /* The switch's muted description is made for light pages: on the dark frame, its ink. */
  & [data-slot='switch-description'] {
    color: ${vars.color.onReader};
  }
`;

/** The reader's settings: the reading mode, data saver, and the members' PDF download. */
export function ReaderSettings({
  id,
  mode,
  onModeChange,
  dataSaver,
  onDataSaverChange,
  downloadHref,
}: ReaderSettingsProps) {
  const t = useT();
  return (
    <Root id={id} role="group" aria-label={t('comics.reader.settings')}>
      <ReaderModeSwitch value={mode} onChange={onModeChange} />
      <Switch
        label={t('comics.reader.dataSaver')}
        description={t('comics.reader.dataSaverDescription')}
        checked={dataSaver}
        onCheckedChange={onDataSaverChange}
      />
      {downloadHref && (
        <TextLink href={downloadHref} external={false} download>
          {t('comics.reader.downloadPdf')}
        </TextLink>
      )}
    </Root>
  );
}
