import { LoadBoardSearch } from '@/features/load-boards/components/load-board-search';
import {
  type ExtraTabs,
  LoadBookingScreen,
} from '@/features/load-booking/components/load-booking-screen';
import { VoiceSignupGate } from '@/features/voice-ai/components/voice-ai-tools';

/** Search DAT and Search Truckstop (document 3 §2): their Initiate Call starts a booking call. */
export const loadBoardTabs: ExtraTabs = (startCall) => [
  {
    value: 'search-dat',
    label: 'Search DAT',
    panel: <LoadBoardSearch board="DAT" onInitiateCall={startCall} />,
  },
  {
    value: 'search-truckstop',
    label: 'Search Truckstop',
    panel: <LoadBoardSearch board="Truckstop" onInitiateCall={startCall} />,
  },
];

/** /ai/load-booking: the Dispatch Agent, behind the Voice AI flags and signup. */
export function AiLoadBookingRoute() {
  return (
    <VoiceSignupGate title="Load Booking">
      {() => <LoadBookingScreen extraTabs={loadBoardTabs} />}
    </VoiceSignupGate>
  );
}
