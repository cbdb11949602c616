import { describe, expect, it } from 'vitest';
import { createBoardConnector } from './connect-boards';

const DAT = { dat_org_email: 'o@x.test', dat_user_email: 'u@x.test', dat_client_secret: 's' };

describe('board connector', () => {
  it('when the same account connects again with the same settings, then it gets the same client (tokens kept)', () => {
    const connect = createBoardConnector();
    const first = connect('DAT', DAT, 'account-1');
    expect(first?.name).toBe('DAT');
    expect(connect('DAT', { ...DAT }, 'account-1')).toBe(first);
    // Another account, or changed settings: another client.
    expect(connect('DAT', DAT, 'account-2')).not.toBe(first);
    expect(connect('DAT', { ...DAT, dat_client_secret: 't' }, 'account-1')).not.toBe(first);
  });

  it('when settings are incomplete, then there is no client (the sandbox answers)', () => {
    const connect = createBoardConnector();
    expect(connect('DAT', { dat_org_email: 'o@x.test' }, 'a')).toBeNull();
    expect(connect('TRUCKSTOP', {}, 'a')).toBeNull();
    expect(connect('TRUCKSTOP', { truckstop_integration_id: '556677' }, 'a')?.name).toBe(
      'TRUCKSTOP',
    );
  });

  it('when more accounts connect than are kept, then the least recently used client goes', () => {
    const connect = createBoardConnector({ maxClients: 2 });
    const a = connect('DAT', DAT, 'a');
    connect('DAT', DAT, 'b');
    expect(connect('DAT', DAT, 'a')).toBe(a);
    connect('DAT', DAT, 'c');
    expect(connect('DAT', DAT, 'a')).toBe(a);
    expect(connect('DAT', DAT, 'b')).not.toBeNull();
  });
});
