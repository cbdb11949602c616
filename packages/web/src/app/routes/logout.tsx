import { LogoutConfirm } from '@/features/auth/components/logout-confirm';

export function LogoutRoute() {
  return <LogoutConfirm />;
}
