/** Where the scanner registration wizard lives (docs/devices-mqtt.md "(d) Registration"). */
export const SCANNER_REGISTER_PATH = '/admin/manage/register/scanner';
