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
import { useHydrated } from '@ic/ui';
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

/**
 * The mode, and a way to choose another. A page drawn on the server shows single page, as the
 * browser's first render of it does; the stored choice applies from the render after.
 */
export function useReadingMode() {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<ReadingMode | null>(null);
  const choose = useCallback((next: ReadingMode) => {
    write(READER_STORAGE.mode, next);
    setChosen(next);
  }, []);
  return [chosen ?? (hydrated ? storedMode() : 'paged'), choose] as const;
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

/** Data saver, and a way to set it; off in a page drawn on the server until the browser knows. */
export function useDataSaver() {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<DataSaverSetting | null>(null);
  const choose = useCallback((on: boolean) => {
    const next = on ? 'on' : 'off';
    write(READER_STORAGE.dataSaver, next);
    setChosen(next);
  }, []);
  if (!hydrated) return [false, choose] as const;
  return [dataSaverOn(chosen ?? storedDataSaver(), connectionHints()), choose] as const;
}
