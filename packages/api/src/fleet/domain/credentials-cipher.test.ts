import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CredentialsCipherError,
  createCredentialsCipher,
  parseCredentialsKey,
} from './credentials-cipher';

const key = randomBytes(32);
const cipher = createCredentialsCipher(key);

describe('credentials cipher', () => {
  it('when a secret is encrypted, then it decrypts to itself and is not stored in clear', () => {
    const stored = cipher.encrypt('s3cret-ünïcode', 'account-1');
    expect(stored).not.toContain('s3cret');
    expect(stored.startsWith(`v1.${cipher.keyId}.`)).toBe(true);
    expect(cipher.decrypt(stored, 'account-1')).toBe('s3cret-ünïcode');
    // A fresh IV each time: the same secret never gives the same stored text.
    expect(cipher.encrypt('s3cret-ünïcode', 'account-1')).not.toBe(stored);
  });

  it('when the stored text is altered, then decryption is refused as tampering', () => {
    const stored = cipher.encrypt('secret', 'account-1');
    const [version, keyId, payload] = stored.split('.') as [string, string, string];
    const bytes = Buffer.from(payload, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    const altered = `${version}.${keyId}.${bytes.toString('base64url')}`;
    expect(() => cipher.decrypt(altered, 'account-1')).toThrow(/altered/);
    expect(() => cipher.decrypt(`${version}.${keyId}.AAAA`, 'account-1')).toThrow(/altered/);
    expect(() => cipher.decrypt('plain-text-secret', 'account-1')).toThrow(CredentialsCipherError);
  });

  it('when a secret is moved to another account, then it does not decrypt', () => {
    const stored = cipher.encrypt('secret', 'account-1');
    expect(() => cipher.decrypt(stored, 'account-2')).toThrow(/another account/);
  });

  it('when a secret is read for another purpose, then it does not decrypt', () => {
    const stored = cipher.encrypt('secret', 'account-1', 'loadboard:DAT');
    expect(cipher.decrypt(stored, 'account-1', 'loadboard:DAT')).toBe('secret');
    expect(() => cipher.decrypt(stored, 'account-1')).toThrow(/altered/);
    expect(() => cipher.decrypt(stored, 'account-1', 'loadboard:TRUCKSTOP')).toThrow(/altered/);
    // The default purpose is the fleet source's, as before.
    expect(cipher.decrypt(cipher.encrypt('s', 'a'), 'a', 'fleet-source')).toBe('s');
  });

  it('when the key is another one, then it is refused naming both key ids', () => {
    const stored = cipher.encrypt('secret', 'account-1');
    const other = createCredentialsCipher(randomBytes(32));
    expect(() => other.decrypt(stored, 'account-1')).toThrow(
      new RegExp(`another FLEET_CREDENTIALS_KEY \\(key id ${cipher.keyId}; .* ${other.keyId}\\)`),
    );
  });

  it('when the key is given as hex or base64, then both read as the same 32 bytes', () => {
    expect(parseCredentialsKey(key.toString('hex'))).toEqual(key);
    expect(parseCredentialsKey(` ${key.toString('base64')}\n`)).toEqual(key);
    expect(parseCredentialsKey(key.toString('base64url'))).toEqual(key);
    for (const bad of [
      '',
      'short',
      key.toString('hex').slice(2),
      randomBytes(16).toString('base64'),
    ]) {
      expect(() => parseCredentialsKey(bad)).toThrow(/32 bytes/);
    }
    expect(() => createCredentialsCipher(randomBytes(16))).toThrow(/32 bytes/);
  });
});
