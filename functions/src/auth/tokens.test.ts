import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';
import { TokenSigner, tokenFromHeader } from './tokens';

const secret = 'x'.repeat(48);

describe('TokenSigner', () => {
  it('verifies a token it signed', async () => {
    const signer = new TokenSigner(secret);
    const token = await signer.sign({ userId: 'u1', sid: 's1' }, new Date(Date.now() + 60_000));

    await expect(signer.verify(token)).resolves.toEqual({ userId: 'u1', sid: 's1' });
  });

  it('rejects a token signed with another key, an expired one and garbage', async () => {
    const signer = new TokenSigner(secret);
    const forged = await new TokenSigner('y'.repeat(48)).sign(
      { userId: 'u1', sid: 's1' },
      new Date(Date.now() + 60_000),
    );
    const expired = await signer.sign({ userId: 'u1', sid: 's1' }, new Date(Date.now() - 1000));

    await expect(signer.verify(forged)).resolves.toBeNull();
    await expect(signer.verify(expired)).resolves.toBeNull();
    await expect(signer.verify('not.a.jwt')).resolves.toBeNull();
  });

  it('refuses a user token and an app token that carry no expiry', async () => {
    const signer = new TokenSigner(secret);
    const key = new TextEncoder().encode(secret);
    const forever = (audience: string, claims: Record<string, string>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('u1')
        .setIssuer('classpulse')
        .setAudience(audience)
        .setIssuedAt()
        .sign(key);

    const userToken = await forever('classpulse-api', { sid: 's1' });
    const appToken = await forever('classpulse-remote-app', { ses: 's', app: 'a', seat: 'kim#-' });

    await expect(signer.verify(userToken)).resolves.toBeNull();
    await expect(signer.verifyApp(appToken)).resolves.toBeNull();
  });

  it('reads Bearer and bare tokens from the header', () => {
    expect(tokenFromHeader('Bearer abc')).toBe('abc');
    expect(tokenFromHeader('abc')).toBe('abc');
    expect(tokenFromHeader(undefined)).toBeNull();
    expect(tokenFromHeader('   ')).toBeNull();
  });
});

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse');

    expect(hash.startsWith('scrypt$')).toBe(true);
    await expect(verifyPassword('correct horse', hash)).resolves.toBe(true);
    await expect(verifyPassword('wrong horse', hash)).resolves.toBe(false);
  });

  it('never verifies against a missing or malformed hash', async () => {
    await expect(verifyPassword('anything', undefined)).resolves.toBe(false);
    await expect(verifyPassword('anything', 'plain-text')).resolves.toBe(false);
  });
});
