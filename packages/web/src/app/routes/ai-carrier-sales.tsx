import { BrokerFlagGate } from '@/features/campaign-history/components/broker-gate';
import { CAMPAIGN_HISTORY_PATH } from '@/features/campaign-history/lib/paths';
import { CarrierSalesScreen } from '@/features/carrier-sales/components/carrier-sales-screen';
import { VoiceSignupGate } from '@/features/voice-ai/components/voice-ai-tools';

/** /ai/carrier-sales: the Carrier Sales Agent, for the broker flag (VOICE_AI_BROKER) after signup. */
export function AiCarrierSalesRoute() {
  return (
    <BrokerFlagGate>
      <VoiceSignupGate title="Carrier Sales Agent">
        {() => <CarrierSalesScreen historyPath={CAMPAIGN_HISTORY_PATH} />}
      </VoiceSignupGate>
    </BrokerFlagGate>
  );
}
