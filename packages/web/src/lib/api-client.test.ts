import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse } from '@/testing/fixtures';
import {
  ApiRequestError,
  type AuthPort,
  createApiClient,
  errorMessageFrom,
  LazySchema,
  NETWORK_ERROR,
} from './api-client';

function setup(responses: Array<Response | Error>, auth: Partial<AuthPort> = {}) {
  const queue = [...responses];
  const fetchFn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = queue.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  let token = 'token-1';
  const port: AuthPort = {
    getAccessToken: () => token,
    refresh: vi.fn(async () => {
      token = 'token-2';
      return true;
    }),
    forceLogout: vi.fn(),
    ...auth,
  };
  const notifyError = vi.fn();
  const log = vi.fn();
  const client = createApiClient({ fetch: fetchFn, getAuth: () => port, notifyError, log });
  return { client, fetchFn, port, notifyError, log };
}

const okSchema = z.object({ ok: z.boolean() });

describe('errorMessageFrom (document 1 §8)', () => {
  it('prefers message, then error, then detail, else API Error', () => {
    expect(errorMessageFrom({ message: 'm', error: 'e', detail: 'd' })).toBe('m');
    expect(errorMessageFrom({ error: 'e', detail: 'd' })).toBe('e');
    expect(errorMessageFrom({ detail: 'd' })).toBe('d');
    expect(errorMessageFrom({})).toBe('API Error');
    expect(errorMessageFrom('plain text')).toBe('API Error');
    expect(errorMessageFrom(undefined)).toBe('API Error');
    expect(errorMessageFrom({ message: '', detail: 'd' })).toBe('d');
  });
});

describe('api client', () => {
  it('sends the bearer token, accept and content-type, and parses with the schema', async () => {
    const { client, fetchFn } = setup([jsonResponse({ ok: true })]);
    await expect(client.post('/v1/x', { body: { a: 1 }, schema: okSchema })).resolves.toEqual({
      ok: true,
    });
    const init = fetchFn.mock.calls[0]?.[1];
    expect(init?.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: 'Bearer token-1',
    });
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends a FormData body as multipart, leaving its content-type to the browser', async () => {
    const { client, fetchFn } = setup([jsonResponse({ ok: true })]);
    const form = new FormData();
    form.set('text', 'Dallas, TX to Atlanta, GA');
    await client.post('/voice/x', { body: form, schema: okSchema });
    const init = fetchFn.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({
      accept: 'application/json',
      authorization: 'Bearer token-1',
    });
  });

  it.each([
    [{ message: 'Invalid Credential', code: 'auth/invalid-credential' }, 'Invalid Credential'],
    [{ error: 'Boom' }, 'Boom'],
    [{ detail: 'Not allowed' }, 'Not allowed'],
    [{ something: 'else' }, 'API Error'],
  ])('reports %j as the toast %s', async (body, shown) => {
    const { client, notifyError } = setup([jsonResponse(body, 400)]);
    await expect(client.get('/v1/x', { schema: okSchema })).rejects.toMatchObject({
      message: shown,
      status: 400,
    });
    expect(notifyError).toHaveBeenCalledWith(shown);
  });

  it('skips the toast when the call asks for it (inline errors)', async () => {
    const { client, notifyError } = setup([jsonResponse({ message: 'nope' }, 401)]);
    await expect(client.get('/v1/x', { schema: okSchema, toast: false })).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('on action refreshToken: refreshes, retries once with the new token, shows no toast', async () => {
    const { client, fetchFn, port, notifyError } = setup([
      jsonResponse({ code: 'auth/token-expired', message: 'expired', action: 'refreshToken' }, 401),
      jsonResponse({ ok: true }),
    ]);
    await expect(client.get('/v1/x', { schema: okSchema })).resolves.toEqual({ ok: true });
    expect(port.refresh).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    const retryHeaders = fetchFn.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(retryHeaders.authorization).toBe('Bearer token-2');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('on action refreshToken for a token already replaced (another tab refreshed): retries with the new one, no refresh', async () => {
    let token = 'token-1';
    const { client, fetchFn, port } = setup([jsonResponse({ ok: true })], {
      getAccessToken: () => token,
    });
    fetchFn.mockImplementationOnce(async () => {
      token = 'token-from-another-tab'; // adopted while the request was out
      return jsonResponse(
        { code: 'auth/token-expired', message: 'expired', action: 'refreshToken' },
        401,
      );
    });
    await expect(client.get('/v1/x', { schema: okSchema })).resolves.toEqual({ ok: true });
    expect(port.refresh).not.toHaveBeenCalled();
    const retryHeaders = fetchFn.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(retryHeaders.authorization).toBe('Bearer token-from-another-tab');
  });

  it('retries only once, and shows no toast when the retry also asks for a refresh', async () => {
    const expired = () =>
      jsonResponse({ code: 'auth/token-expired', message: 'expired', action: 'refreshToken' }, 401);
    const { client, fetchFn, port, notifyError } = setup([expired(), expired()]);
    await expect(client.get('/v1/x', { schema: okSchema })).rejects.toMatchObject({
      action: 'refreshToken',
    });
    expect(port.refresh).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('does not retry when the refresh fails', async () => {
    const { client, fetchFn, notifyError } = setup(
      [
        jsonResponse(
          { code: 'auth/token-expired', message: 'expired', action: 'refreshToken' },
          401,
        ),
      ],
      { refresh: vi.fn(async () => false) },
    );
    await expect(client.get('/v1/x', { schema: okSchema })).rejects.toBeInstanceOf(ApiRequestError);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('on action forceLogout: tells the session to sign out', async () => {
    const { client, port, notifyError } = setup([
      jsonResponse(
        {
          code: 'auth/invalid-token',
          message: 'Your session is no longer valid.',
          action: 'forceLogout',
        },
        401,
      ),
    ]);
    await expect(client.get('/v1/x', { schema: okSchema })).rejects.toMatchObject({
      action: 'forceLogout',
    });
    expect(port.forceLogout).toHaveBeenCalledTimes(1);
    expect(port.refresh).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('Your session is no longer valid.');
  });

  it('only logs any other action', async () => {
    const { client, port, log } = setup([
      jsonResponse({ code: 'x', message: 'Odd', action: 'somethingElse' }, 409),
    ]);
    await expect(client.get('/v1/x', { schema: okSchema })).rejects.toMatchObject({
      message: 'Odd',
    });
    expect(port.forceLogout).not.toHaveBeenCalled();
    expect(port.refresh).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('somethingElse'));
  });

  it('maps a network failure to the spec message', async () => {
    const { client, notifyError } = setup([new TypeError('Failed to fetch')]);
    await expect(client.get('/v1/x', { schema: okSchema })).rejects.toMatchObject({
      message: NETWORK_ERROR,
    });
    expect(notifyError).toHaveBeenCalledWith('Network response was not ok');
  });

  it('treats an answer that does not match the contract as API Error', async () => {
    const { client, notifyError } = setup([jsonResponse({ ok: 'yes' })]);
    await expect(client.get('/v1/x', { schema: okSchema })).rejects.toMatchObject({
      message: 'API Error',
    });
    expect(notifyError).toHaveBeenCalledWith('API Error');
  });

  it('reads an answer that arrives as a JSON string', async () => {
    const { client } = setup([jsonResponse(JSON.stringify({ ok: true }))]);
    await expect(client.get('/v1/x', { schema: okSchema })).resolves.toEqual({ ok: true });
  });

  it('parses with a lazy schema, loading it once for every call', async () => {
    const load = vi.fn(async () => okSchema);
    const lazy = new LazySchema(load);
    const { client } = setup([jsonResponse({ ok: true }), jsonResponse({ ok: 'yes' })]);
    await expect(client.get('/v1/x', { schema: lazy })).resolves.toEqual({ ok: true });
    await expect(client.get('/v1/x', { schema: lazy })).rejects.toMatchObject({
      message: 'API Error',
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails like the network when a lazy schema cannot load, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof okSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(okSchema);
    const lazy = new LazySchema(load);
    const { client, notifyError, log } = setup([
      jsonResponse({ ok: true }),
      jsonResponse({ ok: true }),
    ]);
    await expect(client.get('/v1/x', { schema: lazy })).rejects.toMatchObject({
      message: NETWORK_ERROR,
    });
    expect(notifyError).toHaveBeenCalledWith('Network response was not ok');
    expect(log).toHaveBeenCalledWith('could not load the schema for /v1/x', expect.any(TypeError));
    await expect(client.get('/v1/x', { schema: lazy })).resolves.toEqual({ ok: true });
  });
});
