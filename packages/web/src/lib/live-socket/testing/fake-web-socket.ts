import type { SocketLike } from '../socket-actor';

/** A WebSocket the test drives from the gateway's side. Every instance is kept in `sockets`. */
export class FakeWebSocket implements SocketLike {
  static readonly sockets: FakeWebSocket[] = [];
  static reset() {
    FakeWebSocket.sockets.length = 0;
  }
  static last(): FakeWebSocket {
    const socket = FakeWebSocket.sockets.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  readonly url: URL;
  readyState = 0;
  readonly sent: unknown[] = [];
  /** Set when the client closed the socket. */
  closedByClient: { code?: number | undefined; reason?: string | undefined } | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(url: string) {
    this.url = new URL(url);
    FakeWebSocket.sockets.push(this);
  }

  send(data: string) {
    if (this.readyState !== 1) throw new Error('InvalidStateError: not open');
    this.sent.push(JSON.parse(data));
  }

  close(code?: number, reason?: string) {
    if (this.readyState >= 2) return;
    this.closedByClient = { code, reason };
    this.readyState = 3;
  }

  // The gateway's side.
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  serverClose(code: number, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  fail() {
    this.onerror?.({});
    this.serverClose(1006);
  }
}
