/**
 * Stored shapes of the system data (docs/system-data.md): API tokens, countdown sounds, messages
 * to a site, and what scanners and buttons reported about themselves. Keys come from ./keys.ts
 * (types TOKEN, COUNTDOWN, MESSAGE, SCANNERDATA, DEVICEDATA) like every other entity.
 */
import type { Timestamps } from './records';

/** An API token: only a hash and a masked form are kept, so the value cannot leak from a read. */
export interface TokenRecord extends Timestamps {
  _id: string;
  name: string;
  description: string | null;
  using: boolean;
  env: string | null;
  duedate: string | null;
  /** SHA-256 (hex) of the value: enough to check a presented token, useless to read one. */
  valueHash: string;
  /** What lists show, e.g. `cpt_AbCd••••wxyz`. */
  valueMask: string;
}

/** A countdown sound: an uploaded audio File (category `countdown`) under a name. */
export interface CountdownRecord extends Timestamps {
  _id: string;
  name: string;
  category: string | null;
  size: number;
  path: string;
  /** The File it was made from (its bytes live in the files bucket). */
  fileId: string;
}

/** A message to a site's class screens; listed in its site's tenant list. */
export interface MessageRecord extends Timestamps {
  _id: string;
  text: string;
  siteId: string;
  /** Who wrote it. */
  userId: string | null;
}

/**
 * What a device last reported about itself, one row per device (ScannerData: a scanner's status
 * messages and identify and set-wifi replies; DeviceData: a button in a scanner's device scan or
 * relayed presses). Flat, so the list's text search can read `model`. Never holds a WiFi
 * password: only whether the network the scanner joined was given one. Rows written before
 * one-row-per-device were one per reply and lack the optional fields.
 */
export interface DeviceReportRecord {
  _id: string;
  /** The scanner's scid (ScannerData) or the button's MAC (DeviceData). */
  device: string;
  /** No longer written: the user is read from the scanner or button when listed. */
  userId?: string | null;
  model: string | null;
  mac: string | null;
  /** ScannerData: the scanner itself; DeviceData: the scanner that last reported or relayed it. */
  scid: string | null;
  version: string | null;
  ssid: string | null;
  /** Whether the network the scanner joined through the wizard was given a password. */
  wifiPasswordSet?: boolean | null;
  createdAt: string;
  /** When the row last changed. */
  updatedAt?: string;
}
