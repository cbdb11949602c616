import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, freePorts } from './free-ports';

describe('free ports', () => {
  it('when several are asked for, then they are distinct and each can be listened on', async () => {
    const ports = await freePorts(3);
    expect(new Set(ports).size).toBe(3);
    const port = await freePort();
    for (const p of [...ports, port]) {
      const server = createServer();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(p, '127.0.0.1', () => resolve());
      });
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
