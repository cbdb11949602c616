import { AnalyticsDashboard } from '../components/analytics-dashboard';
import { ReportPage } from '../components/report-page';
import { ReportsFlagGate } from '../components/reports-flag-gate';

export function AnalyticsRoute() {
  return (
    <ReportsFlagGate>
      <AnalyticsDashboard />
    </ReportsFlagGate>
  );
}

export function SalesAgentsReportRoute() {
  return (
    <ReportsFlagGate>
      <ReportPage kind="sales-agent" />
    </ReportsFlagGate>
  );
}

export function DispatchersReportRoute() {
  return (
    <ReportsFlagGate>
      <ReportPage kind="dispatcher" />
    </ReportsFlagGate>
  );
}

export function TrucksReportRoute() {
  return (
    <ReportsFlagGate>
      <ReportPage kind="truck" />
    </ReportsFlagGate>
  );
}
