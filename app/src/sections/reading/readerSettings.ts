// The reader's choices, remembered in this browser: the reading mode, and the data saver
// setting (auto follows the connection; on and off override it).
import {
  dataSaverOn,
  DATA_SAVER_SETTINGS,
  isReadingMode,
  READER_STORAGE,
  type ConnectionHints,
  type DataSaverSetting,
  type ReadingMode,
} from '@ic/domain';
import { useCallback, useState } from 'react';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered: the default returns next time.
  }
}

/** The mode chosen in this browser; single page until the reader picks another. */
export function storedMode(): ReadingMode {
  const stored = read(READER_STORAGE.mode);
  return isReadingMode(stored) ? stored : 'paged';
}

export function useReadingMode() {
  const [mode, setMode] = useState<ReadingMode>(storedMode);
  const choose = useCallback((next: ReadingMode) => {
    write(READER_STORAGE.mode, next);
    setMode(next);
  }, []);
  return [mode, choose] as const;
}

/** The Network Information API where the browser has it (Chromium): Save-Data and the speed. */
function connectionHints(): ConnectionHints {
  const { connection } = navigator as Navigator & { connection?: ConnectionHints };
  return { saveData: connection?.saveData, effectiveType: connection?.effectiveType };
}

function isSetting(value: unknown): value is DataSaverSetting {
  return DATA_SAVER_SETTINGS.some((setting) => setting === value);
}

function storedDataSaver(): DataSaverSetting {
  const stored = read(READER_STORAGE.dataSaver);
  return isSetting(stored) ? stored : 'auto';
}

/** Data saver as it stands now (the setting, else the connection's hints). */
export function dataSaverNow(): boolean {
  return dataSaverOn(storedDataSaver(), connectionHints());
}

export function useDataSaver() {
  const [setting, setSetting] = useState<DataSaverSetting>(storedDataSaver);
  const choose = useCallback((on: boolean) => {
    const next = on ? 'on' : 'off';
    write(READER_STORAGE.dataSaver, next);
    setSetting(next);
  }, []);
  return [dataSaverOn(setting, connectionHints()), choose] as const;
}
