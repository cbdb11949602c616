import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The file under the data directory that keeps the embedded default's credentials key. */
export const CREDENTIALS_KEY_FILE = 'credentials.key';

/**
 * FLEET_CREDENTIALS_KEY for the embedded default: the environment's when set; otherwise the one
 * kept in `<dataDir>/credentials.key`, generated (32 random bytes, base64) on first start and
 * written readable by this user only (0600), so the TMS and load-board secrets saved in the
 * embedded database stay readable across restarts. Losing the file loses those secrets (they
 * are then entered again); the database alone does not give them away.
 */
export async function embeddedCredentialsKey(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const configured = env.FLEET_CREDENTIALS_KEY?.trim();
  if (configured) return configured;
  const file = path.join(dataDir, CREDENTIALS_KEY_FILE);
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  try {
    // 'wx': never overwrite a key another process wrote in the meantime.
    await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      return (await readFile(file, 'utf8')).trim();
    }
    throw error;
  }
  await chmod(file, 0o600);
  return key;
}
