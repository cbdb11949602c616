import { Page } from '@/components/ui/page';
import { RequireRatecon } from './require-ratecon';
import { UploadPanel } from './upload-panel';

/**
 * /uploadRateCon (§2.7, "screen content not shown"): the same upload as home's 'Add Load' modal,
 * as a page of its own (a link or bookmark to it works without the dashboard).
 */
export function UploadRateConRoute() {
  return (
    <RequireRatecon>
      {(tms) => (
        <Page title="Add Load" size="md">
          <UploadPanel tms={tms} />
        </Page>
      )}
    </RequireRatecon>
  );
}
