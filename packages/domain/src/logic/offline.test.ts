import { describe, expect, it } from 'vitest';
import { formatBytes, offlineSource } from './offline.ts';

const SOURCES = [480, 960, 1600].map((width) => ({ width, url: `/p/1-${width}.avif` }));

describe('the page width kept offline', () => {
  it('is the smallest that covers the screen', () => {
    expect(offlineSource(SOURCES, 360)?.width).toBe(480);
    expect(offlineSource(SOURCES, 720)?.width).toBe(960);
  });

  it('never the full-size image, however large the screen', () => {
    expect(offlineSource(SOURCES, 1170)?.width).toBe(960);
    expect(offlineSource(SOURCES, 3000)?.width).toBe(960);
  });

  it('the only source there is, when a page has one', () => {
    expect(offlineSource(SOURCES.slice(2), 400)?.width).toBe(1600);
    expect(offlineSource([], 400)).toBeUndefined();
  });
});

describe('storage as a reader reads it', () => {
  it('in bytes, KB, MB and GB with one decimal', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(3.25 * 1024 ** 3)).toBe('3.3 GB');
  });
});
