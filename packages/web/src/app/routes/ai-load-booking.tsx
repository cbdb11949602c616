import { LoadBookingScreen } from '@/features/load-booking/components/load-booking-screen';
import { VoiceSignupGate } from '@/features/voice-ai/components/voice-ai-tools';

/** /ai/load-booking: the Dispatch Agent, behind the Voice AI flags and signup. */
export function AiLoadBookingRoute() {
  return <VoiceSignupGate title="Load Booking">{() => <LoadBookingScreen />}</VoiceSignupGate>;
}
