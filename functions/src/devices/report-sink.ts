/**
 * Where the answer consumer puts what scanners report about themselves and the buttons they
 * hear (devices/consumer/ports.ts). The service behind it (domain/system-data/device-reports.ts) keeps the
 * reports for the system data lists; the port is here, below the domain, so the consumer needs
 * nothing of the domain.
 */
import type { ScannerRecord } from '../data/records';

/** The parts of an identify reply kept (the register reply schema bounds each). */
export interface IdentifyReport {
  requestId: string;
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
  scannerIdentified(scanner: ScannerRecord, report: IdentifyReport, at: string): Promise<void>;
  devicesScanned(
    scanner: ScannerRecord,
    requestId: string,
    devices: ScannedButton[],
    at: string,
  ): Promise<void>;
}
