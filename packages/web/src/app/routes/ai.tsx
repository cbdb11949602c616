import { VoiceAiTools } from '@/features/voice-ai/components/voice-ai-tools';

export function AiRoute() {
  return <VoiceAiTools />;
}
