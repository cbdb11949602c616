import type { BookingStatus, DispatchCallStatus } from '@fleet/contracts';
import type { AgentClock } from '../clock';
import type { AgentLogger } from '../recorder';
import type { CarrierSalesEvent } from './types';

type EndedEvent = Extract<CarrierSalesEvent, { type: 'ended' }>;

/**
 * The one way events leave a carrier-sales call: transcript indices run 0, 1, 2… without gaps, a
 * status, booking status or carrier rate is emitted only when it changes, exactly one 'ended' is
 * emitted and nothing after it. A listener that throws is logged, never fatal.
 */
export class SalesRecorder {
  private transcriptIndex = 0;
  private lastStatus: DispatchCallStatus | null = null;
  private lastRate: number | null = null;
  private booking: BookingStatus = 'Not Booked';
  private ended = false;

  constructor(
    private readonly clock: AgentClock,
    private readonly onEvent: (event: CarrierSalesEvent) => void,
    private readonly logger?: AgentLogger,
  ) {}

  get isEnded(): boolean {
    return this.ended;
  }

  get bookingStatus(): BookingStatus {
    return this.booking;
  }

  get carrierRate(): number | null {
    return this.lastRate;
  }

  private emit(event: CarrierSalesEvent): void {
    if (this.ended) return;
    if (event.type === 'ended') this.ended = true;
    try {
      this.onEvent(event);
    } catch (error) {
      this.logger?.warn({ err: error, event: event.type }, 'carrier-sales event listener threw');
    }
  }

  setStatus(status: DispatchCallStatus): void {
    if (status === this.lastStatus) return;
    this.lastStatus = status;
    this.emit({ type: 'status', status });
  }

  transcript(sender: 'agent' | 'other', message: string): void {
    this.logger?.debug({ sender, message }, 'transcript');
    this.emit({
      type: 'transcript',
      index: this.transcriptIndex++,
      entry: { sender, message, timestamp: this.clock.now().toISOString() },
    });
  }

  rate(rate: number): void {
    if (rate === this.lastRate) return;
    this.lastRate = rate;
    this.emit({ type: 'carrier_rate', rate });
  }

  setBooking(status: BookingStatus): void {
    if (status === this.booking) return;
    this.booking = status;
    this.emit({ type: 'booking_status', status });
  }

  end(event: Omit<EndedEvent, 'type'>): void {
    if (this.ended) return;
    this.setStatus(event.status);
    this.emit({ type: 'ended', ...event });
  }
}
