import { type ClientOptions, WebSocket } from 'ws';

export interface TestSocket {
  ws: WebSocket;
  /** Parsed JSON frames received so far. */
  messages: unknown[];
  /** Resolves with the first frame (or the next one after those already read via next()). */
  next(): Promise<unknown>;
  opened: Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  /** Set when the handshake was answered with a plain HTTP response instead of an upgrade. */
  httpStatus: Promise<number | undefined>;
}

/** Opens a socket and records everything it receives from the first byte on. */
export function connect(url: string, options: ClientOptions = {}): TestSocket {
  const ws = new WebSocket(url, options);
  const messages: unknown[] = [];
  const waiters: Array<(message: unknown) => void> = [];
  let read = 0;
  ws.on('message', (data) => {
    const message: unknown = JSON.parse(String(data));
    messages.push(message);
    waiters.shift()?.(message);
  });
  ws.on('error', () => {});
  let resolveStatus: (status: number | undefined) => void = () => {};
  const httpStatus = new Promise<number | undefined>((resolve) => {
    resolveStatus = resolve;
  });
  ws.on('unexpected-response', (_req, res) => {
    resolveStatus(res.statusCode);
    res.resume();
    ws.terminate();
  });
  ws.on('open', () => resolveStatus(undefined));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('close', () => reject(new Error('closed before open')));
  });
  opened.catch(() => {}); // only a failure for tests that await it
  return {
    ws,
    messages,
    next() {
      const index = read++;
      if (index < messages.length) return Promise.resolve(messages[index]);
      return new Promise((resolve) => waiters.push(resolve));
    },
    opened,
    closed: new Promise((resolve) => {
      ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    }),
    httpStatus,
  };
}
