/**
 * Where the answer consumer puts what scanners report about themselves and the buttons they
 * hear (devices/consumer/ports.ts). The service behind it (domain/system-data/device-reports.ts)
 * keeps them as ScannerData and DeviceData, one row per device with its latest report; the port
 * is here, below the domain, so the consumer needs nothing of the domain.
 */
import type { ScannerRecord } from '../data/records';

/** What a scanner says about itself in a status message or an identify reply (each optional). */
export interface ScannerReport {
  model?: string;
  mac?: string;
  firmware?: string;
  ssid?: string;
}

export interface ScannedButton {
  mac: string;
  model?: string;
}

/** The consumer's outlet for these reports (devices/consumer/ports.ts). */
export interface DeviceReportSink {
  /** A status message or an identify reply: the fields it carries. */
  scannerReported(scanner: ScannerRecord, report: ScannerReport, at: string): Promise<void>;
  /** A set-wifi reply with ok: the network the scanner joined at the wizard's request `requestId`. */
  wifiJoined(scanner: ScannerRecord, requestId: string, ssid: string, at: string): Promise<void>;
  /** The buttons a scanner listed in a device scan. */
  devicesScanned(scanner: ScannerRecord, devices: ScannedButton[], at: string): Promise<void>;
  /** Buttons whose presses a scanner relayed: noted in memory, written by flushHeard. */
  buttonsHeard(scanner: ScannerRecord, macs: string[], at: string): void;
  /** Writes what buttonsHeard noted, after the queue batch's acks went out. */
  flushHeard(): Promise<void>;
}
