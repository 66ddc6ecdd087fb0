/**
 * Password hashing with scrypt from node:crypto: a slow, memory-hard KDF with no native add-on.
 * Stored form: scrypt$N$r$p$salt$hash (base64url), so parameters can be raised later without
 * invalidating existing hashes.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
// 128 * N * r bytes = 32 MiB at N=2^15; raise Node's 32 MiB default a little.
const MAX_MEMORY = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, cost: number, blockSize: number, parallelism: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scryptCallback(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: cost, r: blockSize, p: parallelism, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, COST, BLOCK_SIZE, PARALLELISM);
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  const [scheme, cost, blockSize, parallelism, salt, expected] = parts;
  if (scheme !== 'scrypt' || !cost || !blockSize || !parallelism || !salt || !expected) {
    // Spend comparable time so a missing hash is not distinguishable by timing.
    await scrypt(password, randomBytes(16), COST, BLOCK_SIZE, PARALLELISM);
    return false;
  }
  const expectedKey = Buffer.from(expected, 'base64url');
  const actualKey = await scrypt(password, Buffer.from(salt, 'base64url'), +cost, +blockSize, +parallelism);
  return actualKey.length === expectedKey.length && timingSafeEqual(actualKey, expectedKey);
}

/** A readable random password for resets: 12 characters without look-alikes. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from(randomBytes(12), (byte) => alphabet[byte % alphabet.length]).join('');
}
