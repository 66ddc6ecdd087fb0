/** The download's file name: class, day and the word for results, safe on every system. */
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, exportFileName } from './file-name';
import { localDay, wallClock, zoneLabel } from './time-zone';

describe('exportFileName', () => {
  it('names the class, the day and the results in the language', () => {
    expect(exportFileName('3-1', ['2026-11-25'], 'results')).toBe('3-1 2026-11-25 results.xlsx');
    expect(exportFileName('3학년 1반', ['2026-11-25'], '결과')).toBe('3학년 1반 2026-11-25 결과.xlsx');
  });

  it("names a range's first and last day", () => {
    expect(exportFileName('3-1', ['2026-11-01', '2026-11-25'], 'resultados')).toBe(
      '3-1 2026-11-01–2026-11-25 resultados.xlsx',
    );
    expect(exportFileName('3-1', ['2026-11-25', '2026-11-25'], 'results')).toBe(
      '3-1 2026-11-25 results.xlsx',
    );
  });

  it('replaces characters file systems refuse and falls back to ClassPulse without a class name', () => {
    expect(exportFileName('A/B: "C"?*<>|\\', ['2026-11-25'], 'results')).toBe(
      'A B C 2026-11-25 results.xlsx',
    );
    expect(exportFileName('..', ['2026-11-25'], 'results')).toBe('ClassPulse 2026-11-25 results.xlsx');
    expect(exportFileName('x'.repeat(200), ['2026-11-25'], 'results')).toHaveLength(60 + 24);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII name and the whole name in RFC 5987 form', () => {
    const header = attachmentDisposition('3학년 1반 2026-11-25 결과.xlsx');

    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toBe('3학년 1반 2026-11-25 결과.xlsx');
    expect(attachmentDisposition('결과.xlsx')).toContain('filename="ClassPulse.xlsx"');
  });
});

describe('time zone', () => {
  it('gives the wall clock and the day of an instant in a zone, across daylight saving', () => {
    const instant = new Date('2026-11-24T15:30:00.000Z');

    expect(wallClock(instant, 'Asia/Seoul').toISOString()).toBe('2026-11-25T00:30:00.000Z');
    expect(localDay(instant.toISOString(), 'Asia/Seoul')).toBe('2026-11-25');
    expect(localDay(instant.toISOString(), 'America/Los_Angeles')).toBe('2026-11-24');
    // Madrid: UTC+1 in winter, UTC+2 in summer.
    expect(wallClock(new Date('2026-07-01T08:00:00.000Z'), 'Europe/Madrid').toISOString()).toBe(
      '2026-07-01T10:00:00.000Z',
    );
    expect(zoneLabel('Asia/Kolkata', instant)).toBe('Asia/Kolkata (UTC+05:30)');
    expect(zoneLabel('America/New_York', instant)).toBe('America/New_York (UTC-05:00)');
  });
});
