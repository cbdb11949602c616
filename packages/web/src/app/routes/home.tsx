import { UploadInvoiceButton } from '@/features/invoices';
import { MonitoringHome } from '@/features/monitoring/components/monitoring-home';
import { AddLoadButton } from '@/features/ratecon';

/**
 * /home: monitoring's dashboard, with the rate-confirmation feature's 'Add Load' and the invoices
 * feature's 'Upload Invoice'.
 */
export function HomeRoute() {
  return <MonitoringHome addLoad={<AddLoadButton />} uploadInvoice={<UploadInvoiceButton />} />;
}
