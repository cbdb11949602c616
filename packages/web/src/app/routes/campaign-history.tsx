import { BrokerFlagGate } from '@/features/campaign-history/components/broker-gate';
import { CampaignHistory } from '@/features/campaign-history/components/campaign-history';
import { VoiceSignupGate } from '@/features/voice-ai/components/voice-ai-tools';

/** /ai/campaign-history: Load History, for the broker flag (VOICE_AI_BROKER) after signup. */
export function CampaignHistoryRoute() {
  return (
    <BrokerFlagGate>
      <VoiceSignupGate title="Load History">{() => <CampaignHistory />}</VoiceSignupGate>
    </BrokerFlagGate>
  );
}
