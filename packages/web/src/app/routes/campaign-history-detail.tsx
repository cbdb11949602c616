import { useParams } from 'react-router-dom';
import { BrokerFlagGate } from '@/features/campaign-history/components/broker-gate';
import { CampaignDetail } from '@/features/campaign-history/components/campaign-detail';
import { VoiceSignupGate } from '@/features/voice-ai/components/voice-ai-tools';

/** /ai/campaign-history/{campaignId}: the load detail, behind the same gates as Load History. */
export function CampaignHistoryDetailRoute() {
  const { campaignId = '' } = useParams();
  return (
    <BrokerFlagGate>
      <VoiceSignupGate title="Load Detail">
        {() => <CampaignDetail key={campaignId} campaignId={campaignId} />}
      </VoiceSignupGate>
    </BrokerFlagGate>
  );
}
