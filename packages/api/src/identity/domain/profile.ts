import type { ProfileUpdate, User } from '@fleet/contracts';
import type { AuthContext } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { findUser, updateDisplayName } from '../data/users-repository';
import { authError } from './auth-errors';

export async function getProfile(db: Database, auth: AuthContext): Promise<User> {
  const user = await findUser(db, auth.accountId, auth.userId);
  if (!user) throw authError('invalidToken');
  return user;
}

export async function updateProfile(
  db: Database,
  auth: AuthContext,
  update: ProfileUpdate,
): Promise<User> {
  await updateDisplayName(db, auth.accountId, auth.userId, update.display_name);
  return getProfile(db, auth);
}
