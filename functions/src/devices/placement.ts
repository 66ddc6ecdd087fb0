/**
 * Which classroom a button's press or event counts for, from the records of the button and of
 * the scanner that relayed it, never from the message (docs/devices-mqtt.md "Which classroom a
 * press counts for"). A scanner speaks only for its own site, and only for its own classroom:
 * - a button of another site, or relayed by a scanner on no site: `other-site`;
 * - a button of another classroom than the scanner's: `other-classroom`;
 * - a spare button (on the site, in no classroom) counts in the relaying scanner's classroom;
 * - a scanner in no classroom (a site-wide scanner) relays each button for its own classroom;
 * - no classroom at all: `not-seated`.
 * Business mode follows the same rule: Business Setting binds a site's spare buttons with a
 * numeric label into the room (spec section 5), after which they are that room's buttons.
 */

/** Where a record sits: the tenant (site) and the classroom (spot), either possibly unset. */
export interface Placed {
  siteId: string | null;
  spotId: string | null;
}

export type PlacementRefusal = 'other-site' | 'other-classroom' | 'not-seated';
export type Placement =
  | { ok: true; siteId: string; spotId: string }
  | { ok: false; reason: PlacementRefusal };

/**
 * The classroom of a button's press: relayed by `scanner`, or sent by the button itself
 * (`scanner` null, a direct button, which can only answer in its own classroom).
 */
export function placeButton(button: Placed, scanner: Placed | null): Placement {
  if (scanner === null) {
    return button.siteId && button.spotId
      ? { ok: true, siteId: button.siteId, spotId: button.spotId }
      : { ok: false, reason: 'not-seated' };
  }
  if (!scanner.siteId || button.siteId !== scanner.siteId) return { ok: false, reason: 'other-site' };
  if (button.spotId && scanner.spotId && button.spotId !== scanner.spotId)
    return { ok: false, reason: 'other-classroom' };
  const spotId = button.spotId ?? scanner.spotId;
  return spotId ? { ok: true, siteId: scanner.siteId, spotId } : { ok: false, reason: 'not-seated' };
}
