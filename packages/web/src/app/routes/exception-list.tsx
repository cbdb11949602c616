import { ExceptionList } from '@/features/monitoring/components/exception-list';

export function ExceptionListRoute() {
  return <ExceptionList />;
}
