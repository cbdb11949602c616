import type { DispatchCallStatus, ExtractedData, ExtractedLoadDetails } from '@fleet/contracts';
import type { AgentClock } from './clock';
import type { AgentEvent } from './types';

export interface AgentLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

type EndedEvent = Extract<AgentEvent, { type: 'ended' }>;

/**
 * The one way events leave a call, keeping the promises the service relies on: transcript
 * indices run 0, 1, 2… without gaps, a status is emitted only when it changes, exactly one
 * 'ended' is emitted and nothing after it. A listener that throws is logged, never fatal.
 */
export class CallRecorder {
  private transcriptIndex = 0;
  private lastStatus: DispatchCallStatus | null = null;
  private lastExtracted = '';
  private ended = false;

  constructor(
    private readonly clock: AgentClock,
    private readonly onEvent: (event: AgentEvent) => void,
    private readonly logger?: AgentLogger,
  ) {}

  get isEnded(): boolean {
    return this.ended;
  }

  get status(): DispatchCallStatus | null {
    return this.lastStatus;
  }

  private emit(event: AgentEvent): void {
    if (this.ended) return;
    if (event.type === 'ended') this.ended = true;
    try {
      this.onEvent(event);
    } catch (error) {
      this.logger?.warn({ err: error, event: event.type }, 'agent event listener threw');
    }
  }

  private timestamp(): string {
    return this.clock.now().toISOString();
  }

  setStatus(status: DispatchCallStatus, message?: string): void {
    if (status === this.lastStatus) return;
    this.lastStatus = status;
    this.emit({ type: 'status', status, ...(message ? { message } : {}) });
  }

  transcript(sender: 'agent' | 'user', message: string): void {
    this.logger?.debug({ sender, message }, 'transcript');
    this.emit({
      type: 'transcript',
      index: this.transcriptIndex++,
      entry: { sender, message, timestamp: this.timestamp() },
    });
  }

  history(type: string, details: string): void {
    this.emit({ type: 'history', entry: { type, details, timestamp: this.timestamp() } });
  }

  /** Emits the load knowledge when it (or the rate on the table) changed. */
  extracted(data: ExtractedData, carrierRate: number | null): void {
    const fingerprint = JSON.stringify([data, carrierRate]);
    if (fingerprint === this.lastExtracted) return;
    this.lastExtracted = fingerprint;
    this.emit({ type: 'extracted', data, carrierRate });
  }

  approvalRequested(rate: number, loadDetails: ExtractedLoadDetails, message: string): void {
    this.emit({ type: 'approval_requested', rate, loadDetails, message });
  }

  approvalResolved(decision: 'approved' | 'rejected' | 'expired'): void {
    this.emit({ type: 'approval_resolved', decision });
  }

  end(event: Omit<EndedEvent, 'type'>): void {
    if (this.ended) return;
    this.setStatus(event.status);
    this.emit({ type: 'ended', ...event });
  }
}
