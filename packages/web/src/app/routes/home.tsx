import { MonitoringHome } from '@/features/monitoring/components/monitoring-home';

export function HomeRoute() {
  return <MonitoringHome />;
}
