import { describe, expect, it } from 'vitest';
import { placeButton } from './placement';

const at = (siteId: string | null, spotId: string | null) => ({ siteId, spotId });

describe('which classroom a press counts for', () => {
  it("counts a button of the scanner's own classroom there", () => {
    expect(placeButton(at('A', 'A1'), at('A', 'A1'))).toEqual({ ok: true, siteId: 'A', spotId: 'A1' });
  });

  it('refuses a button of another site, whatever its classroom', () => {
    expect(placeButton(at('B', 'B1'), at('A', 'A1'))).toEqual({ ok: false, reason: 'other-site' });
    expect(placeButton(at('B', null), at('A', 'A1'))).toEqual({ ok: false, reason: 'other-site' });
    expect(placeButton(at(null, null), at('A', 'A1'))).toEqual({ ok: false, reason: 'other-site' });
  });

  it('refuses every button relayed by a scanner on no site', () => {
    expect(placeButton(at('A', 'A1'), at(null, null))).toEqual({ ok: false, reason: 'other-site' });
  });

  it('refuses a button of another classroom of the same site', () => {
    expect(placeButton(at('A', 'A2'), at('A', 'A1'))).toEqual({ ok: false, reason: 'other-classroom' });
  });

  it("counts a spare button of the site in the relaying scanner's classroom", () => {
    expect(placeButton(at('A', null), at('A', 'A1'))).toEqual({ ok: true, siteId: 'A', spotId: 'A1' });
  });

  it('lets a site-wide scanner relay each button for its own classroom', () => {
    expect(placeButton(at('A', 'A2'), at('A', null))).toEqual({ ok: true, siteId: 'A', spotId: 'A2' });
    expect(placeButton(at('A', null), at('A', null))).toEqual({ ok: false, reason: 'not-seated' });
  });

  it('places a direct button only in its own classroom', () => {
    expect(placeButton(at('A', 'A1'), null)).toEqual({ ok: true, siteId: 'A', spotId: 'A1' });
    expect(placeButton(at('A', null), null)).toEqual({ ok: false, reason: 'not-seated' });
  });
});
