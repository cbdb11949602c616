import type { FeatureFlag, UseCase } from '@fleet/contracts';
import type { JWK } from 'jose';

/**
 * The identity component's records as the domain uses them; the repositories in ../data read and
 * write them, and the mailer in ../data implements Mailer.
 */

export interface AccountRow {
  id: string;
  name: string;
  use_case: UseCase;
}

export interface CredentialsRow {
  id: string;
  account_id: string;
  password_hash: string;
}

export interface SessionRow {
  id: string;
  account_id: string;
  user_id: string;
}

export interface SpentTokenRow {
  account_id: string;
  session_id: string;
  user_id: string;
  /** Milliseconds since the token was spent (measured by the database's clock). */
  spent_ms: number;
  /** The session's current refresh token hash and rotation key, when the session is still live. */
  current_hash: string | null;
  rotation_key: string | null;
}

export interface SigningKeyRow {
  kid: string;
  algorithm: string;
  private_jwk: JWK;
  public_jwk: JWK;
}

export interface FeatureFlagRow {
  flag: FeatureFlag;
  enabled: boolean;
  variables: Record<string, string>;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the mail, logged when the mail goes to the outbox folder. */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
