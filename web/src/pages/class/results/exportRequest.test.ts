/** The console's export request: its language and zone, and the range of two chosen days. */
import { describe, expect, it } from 'vitest';
import { dayBefore, dayRange, exportPresentation } from './exportRequest';

describe('exportPresentation', () => {
  it("asks in the console's language, Korean when it is not one of the three", () => {
    expect(exportPresentation('es', 'Europe/Madrid')).toEqual({ language: 'es', timeZone: 'Europe/Madrid' });
    expect(exportPresentation('fr', 'UTC').language).toBe('ko');
    expect(exportPresentation(undefined, 'UTC').language).toBe('ko');
  });
});

describe('dayRange', () => {
  it('covers both chosen days, to the midnight after the last', () => {
    expect(dayRange('2026-11-01', '2026-11-25')).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 26).toISOString(),
    });
    expect(dayRange('2026-11-25', '2026-11-25')?.to).toBe(new Date(2026, 10, 26).toISOString());
  });

  it('refuses missing or impossible days, the wrong order and more than 365 days', () => {
    expect(dayRange('', '2026-11-25')).toBeNull();
    expect(dayRange('2026-02-30', '2026-03-01')).toBeNull();
    expect(dayRange('2026-11-25', '2026-11-01')).toBeNull();
    expect(dayRange('2025-01-01', '2026-11-25')).toBeNull();
    expect(dayRange('2025-11-25', '2026-11-25')).toBeNull();
    expect(dayRange('2025-11-25', '2026-11-24')).not.toBeNull();
  });

  it('names the local day some days back', () => {
    expect(dayBefore(new Date(2026, 2, 1, 10), 1)).toBe('2026-02-28');
    expect(dayBefore(new Date(2026, 10, 25, 23), 0)).toBe('2026-11-25');
  });
});
