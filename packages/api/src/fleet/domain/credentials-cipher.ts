import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets of fleet sources (a TMS client secret) are stored encrypted with AES-256-GCM under
 * FLEET_CREDENTIALS_KEY, so a copy of the database alone does not give access to a carrier's TMS.
 *
 * Stored form: `v1.<key id>.<base64url(iv ‖ tag ‖ ciphertext)>`. The key id (8 hex digits of a
 * SHA-256 of the key, which says nothing about the key) tells "encrypted under another key" apart
 * from "altered". The account id is authenticated data: a secret copied to another account's row
 * does not decrypt. `purpose` (default 'fleet-source') is authenticated too, so a secret of one
 * kind (a load board's, 'loadboard:DAT') is never accepted where another kind is read.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A problem with a stored secret or the key: the message says which and what to do. */
export class CredentialsCipherError extends Error {
  override name = 'CredentialsCipherError';
}

export interface CredentialsCipher {
  /** The id of the key (written into each secret it encrypts). */
  keyId: string;
  encrypt(plaintext: string, accountId: string, purpose?: string): string;
  decrypt(stored: string, accountId: string, purpose?: string): string;
}

/**
 * The key as FLEET_CREDENTIALS_KEY gives it: 32 bytes as 64 hex digits or as base64 (44
 * characters with padding; base64url accepted). Throws a message naming what is wrong.
 */
export function parseCredentialsKey(text: string): Buffer {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === 32) return key;
  }
  throw new CredentialsCipherError(
    'must be 32 bytes as 64 hex digits or base64 (e.g. `openssl rand -base64 32`)',
  );
}

export function createCredentialsCipher(key: Buffer): CredentialsCipher {
  if (key.length !== 32) {
    throw new CredentialsCipherError(`The credentials key must be 32 bytes, not ${key.length}`);
  }
  const keyId = createHash('sha256')
    .update('fleet-credentials-key-id:')
    .update(key)
    .digest('hex')
    .slice(0, 8);
  const aad = (accountId: string, purpose = 'fleet-source') =>
    Buffer.from(`${purpose}:${accountId}`, 'utf8');

  return {
    keyId,
    encrypt(plaintext, accountId, purpose) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(accountId, purpose));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const payload = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
      return `${VERSION}.${keyId}.${payload}`;
    },
    decrypt(stored, accountId, purpose) {
      const [version, storedKeyId, payload, ...rest] = stored.split('.');
      if (version !== VERSION || !storedKeyId || payload === undefined || rest.length > 0) {
        throw new CredentialsCipherError('The stored secret is not in a format this version reads');
      }
      if (storedKeyId !== keyId) {
        throw new CredentialsCipherError(
          `The stored secret was encrypted under another FLEET_CREDENTIALS_KEY (key id ${storedKeyId}; the configured key's id is ${keyId}): configure that key, or connect the account again`,
        );
      }
      const bytes = Buffer.from(payload, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) {
        throw new CredentialsCipherError('The stored secret has been altered (too short)');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(aad(accountId, purpose));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new CredentialsCipherError(
          'The stored secret has been altered or belongs to another account (authentication failed)',
        );
      }
    },
  };
}
