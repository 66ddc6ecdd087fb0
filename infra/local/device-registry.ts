/**
 * The local stand-in for IoT Core's registry of things and certificates (docs/devices-mqtt.md
 * "Locally"): credentials are issued by the local stack, kept per data folder (hashed) so devices
 * reconnect after a restart, attached to one thing each, and deactivated when the scanner is
 * removed or blacklisted (DeviceCredentials, as in AWS). The claim credential is the factory's
 * onboarding identity; the operator credential is the local back end's own (tests use it to play
 * the back end or read a dead-letter queue, as IAM would in AWS).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DeviceCredentials } from '../../functions/src/devices/fleet/credentials';
import {
  armour,
  LOCAL_CERTIFICATE_LABEL,
  LOCAL_KEY_LABEL,
  type LocalCredential,
} from '../../functions/src/devices/fleet/local-login';
import type { CreateCertificateAccepted } from '../../functions/src/devices/fleet/provisioning-topics';

type Status = 'PENDING' | 'ACTIVE' | 'INACTIVE';
interface CertificateEntry {
  secretHash: string;
  status: Status;
  role: 'device' | 'claim' | 'operator';
  thingName: string | null;
  ownershipToken: string | null;
  createdAt: number;
}
interface RegistryFile {
  certificates: Record<string, CertificateEntry>;
}

/** Who a login is: a device's thing, the claim identity, or the local back end. */
export type LoginIdentity =
  | { role: 'device'; certificateId: string; thingName: string }
  | { role: 'claim' | 'operator'; certificateId: string };

/** A pending certificate must be registered with its ownership token within this long (AWS: 5 min). */
const OWNERSHIP_TTL_MS = 5 * 60_000;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface IssuedCredential extends LocalCredential {
  certificateId: string;
}

export class LocalDeviceRegistry implements DeviceCredentials {
  private readonly file: string;
  private data: RegistryFile;
  private readonly deactivated = new Set<(thingName: string) => void>();

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = join(dataDir, 'device-registry.json');
    this.data = existsSync(this.file)
      ? (JSON.parse(readFileSync(this.file, 'utf8')) as RegistryFile)
      : { certificates: {} };
  }

  private save(): void {
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.data), { mode: 0o600 });
    renameSync(temporary, this.file);
  }

  private mint(role: CertificateEntry['role'], status: Status, thingName: string | null): IssuedCredential {
    const certificateId = randomBytes(32).toString('hex');
    const secret = randomBytes(32).toString('base64url');
    this.data.certificates[certificateId] = {
      secretHash: hash(secret),
      status,
      role,
      thingName,
      ownershipToken: null,
      createdAt: Date.now(),
    };
    return {
      certificateId,
      certificatePem: armour(LOCAL_CERTIFICATE_LABEL, certificateId),
      privateKey: armour(LOCAL_KEY_LABEL, secret),
    };
  }

  /**
   * The credential of a role made once per data folder (the claim, the operator). Its secret is
   * kept in a file of the data folder, which is what "the factory" hands out locally.
   */
  standing(role: 'claim' | 'operator'): IssuedCredential {
    const path = join(this.file, '..', `${role}-credential.json`);
    if (existsSync(path)) {
      const kept = JSON.parse(readFileSync(path, 'utf8')) as IssuedCredential;
      if (this.data.certificates[kept.certificateId]?.status === 'ACTIVE') return kept;
    }
    const issued = this.mint(role, 'ACTIVE', null);
    this.save();
    writeFileSync(path, JSON.stringify(issued), { mode: 0o600 });
    return issued;
  }

  /** CreateKeysAndCertificate: a new credential, pending until RegisterThing names its thing. */
  createKeysAndCertificate(): CreateCertificateAccepted {
    const issued = this.mint('device', 'PENDING', null);
    const token = randomBytes(24).toString('base64url');
    const entry = this.data.certificates[issued.certificateId] as CertificateEntry;
    entry.ownershipToken = token;
    this.save();
    return { ...issued, certificateOwnershipToken: token };
  }

  /** The pending certificate an ownership token names, or null (unknown, used or too old). */
  pendingCertificate(token: string): string | null {
    for (const [id, entry] of Object.entries(this.data.certificates)) {
      if (entry.ownershipToken !== token || entry.status !== 'PENDING') continue;
      return Date.now() - entry.createdAt <= OWNERSHIP_TTL_MS ? id : null;
    }
    return null;
  }

  /** RegisterThing's effect: the certificate is the thing's, and active. */
  attach(certificateId: string, thingName: string): void {
    const entry = this.data.certificates[certificateId];
    if (!entry) throw new Error('No such certificate');
    Object.assign(entry, { status: 'ACTIVE', thingName, ownershipToken: null });
    this.save();
  }

  /** A credential made and attached at once (the demo seed's scanner, already onboarded). */
  issueFor(thingName: string): IssuedCredential {
    const issued = this.mint('device', 'ACTIVE', thingName);
    this.save();
    return issued;
  }

  /** Who this user name and password are, or null: unknown, wrong secret, or not active. */
  authenticate(username: string | undefined, password: Buffer | undefined): LoginIdentity | null {
    const entry = username ? this.data.certificates[username] : undefined;
    if (!username || !entry || entry.status !== 'ACTIVE' || !password) return null;
    const given = Buffer.from(hash(password.toString('utf8')), 'hex');
    if (!timingSafeEqual(given, Buffer.from(entry.secretHash, 'hex'))) return null;
    if (entry.role === 'device')
      return entry.thingName ? { role: 'device', certificateId: username, thingName: entry.thingName } : null;
    return { role: entry.role, certificateId: username };
  }

  async deactivate(thingName: string): Promise<number> {
    let count = 0;
    for (const entry of Object.values(this.data.certificates)) {
      if (entry.thingName !== thingName || entry.status !== 'ACTIVE') continue;
      entry.status = 'INACTIVE';
      count += 1;
    }
    if (count > 0) {
      this.save();
      for (const listener of this.deactivated) listener(thingName);
    }
    return count;
  }

  /** Called with the thing name whenever its credentials are deactivated (the broker drops it). */
  onDeactivate(listener: (thingName: string) => void): () => void {
    this.deactivated.add(listener);
    return () => this.deactivated.delete(listener);
  }
}
