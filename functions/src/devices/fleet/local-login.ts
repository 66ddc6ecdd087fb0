/**
 * How a device logs in to the local broker with what the local CreateKeysAndCertificate gave it
 * (docs/devices-mqtt.md "Locally"). The local broker has no TLS: its stand-in for the certificate
 * is a PEM-armoured certificate id, and for the private key a PEM-armoured secret; the device
 * sends them as MQTT user name and password. The files look like AWS's, so a device keeps them
 * the same way, and nothing else changes between the two.
 */
export const LOCAL_CERTIFICATE_LABEL = 'CLASSPULSE LOCAL CERTIFICATE';
export const LOCAL_KEY_LABEL = 'CLASSPULSE LOCAL PRIVATE KEY';

export function armour(label: string, text: string): string {
  return `-----BEGIN ${label}-----\n${Buffer.from(text).toString('base64')}\n-----END ${label}-----\n`;
}

export function unarmour(label: string, pem: string): string | null {
  const match = new RegExp(
    `-----BEGIN ${label}-----\\s*([A-Za-z0-9+/=\\s]+?)\\s*-----END ${label}-----`,
  ).exec(pem);
  return match?.[1] ? Buffer.from(match[1].replace(/\s/g, ''), 'base64').toString('utf8') : null;
}

/** A local credential: its files, as CreateKeysAndCertificate returns them. */
export interface LocalCredential {
  certificatePem: string;
  privateKey: string;
}

/** The MQTT user name and password for a local credential, or null for AWS certificate files. */
export function localMqttLogin(credential: LocalCredential): { username: string; password: string } | null {
  const username = unarmour(LOCAL_CERTIFICATE_LABEL, credential.certificatePem);
  const password = unarmour(LOCAL_KEY_LABEL, credential.privateKey);
  return username && password ? { username, password } : null;
}
