import type { CampaignCommand } from '@fleet/machines';
import { cancelCampaign } from '../api/cancel-campaign';
import { executeCampaign } from '../api/execute-campaign';
import { pauseResumeCampaign } from '../api/pause-resume-campaign';
import { CampaignCommandError, serverDetail } from '../api/shared';

/** The tab's `sendCommand`: the HTTP call of a command, rejecting with the server's `detail`. */
export async function sendCampaignCommand(id: string, command: CampaignCommand): Promise<void> {
  try {
    if (command === 'start') await executeCampaign(id);
    else if (command === 'cancel') await cancelCampaign(id);
    else await pauseResumeCampaign(id, command);
  } catch (error) {
    throw new CampaignCommandError(`campaign ${command} failed`, serverDetail(error), {
      cause: error,
    });
  }
}
