import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ditatInput, loadRecord } from '../../../loads/loads.test-helper';
import { TmsUnavailableError } from '../types';
import {
  createDitatTms,
  DITAT_APPLICATION_ROLE,
  DITAT_LOAD_INPUT_PATH,
  DITAT_LOGIN_PATH,
  ditatPropertyName,
} from './ditat-tms';
import { FakeDitat } from './fake-ditat-server';

describe('Ditat TMS client against the fake Ditat', () => {
  const fake = new FakeDitat({ customers: ['c1'], locations: ['f-chi', 'f-dal'] });
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.requests.length = 0;
  });
  const client = (over: Partial<Parameters<typeof createDitatTms>[0]> = {}) =>
    createDitatTms(
      {
        baseUrl: `${fake.baseUrl}/`,
        accountId: fake.accountId,
        userName: fake.userName,
        password: fake.password,
        ...over,
      },
      { timeoutMs: 2_000 },
    );

  it('when a load is created, then it logs in with Basic auth, account and role headers, then sends the input with its token', async () => {
    const tms = client();
    const answer = await tms.createDitatLoad!(ditatInput());
    expect(answer).toEqual({ ok: true, externalId: expect.stringMatching(/^DT\d+$/) });
    const [login, create] = fake.requests;
    expect(login).toMatchObject({
      method: 'POST',
      path: DITAT_LOGIN_PATH,
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.userName}:${fake.password}`).toString('base64')}`,
        'ditat-account-id': fake.accountId,
        'ditat-application-role': DITAT_APPLICATION_ROLE,
      },
    });
    expect(create).toMatchObject({
      path: DITAT_LOAD_INPUT_PATH,
      headers: { 'content-type': 'application/json' },
      body: ditatInput(),
    });
    expect(create!.headers.authorization).toMatch(/^Ditat-Token [0-9a-f]{32}$/);
    // The session is kept: a second load does not log in again.
    await tms.createDitatLoad!(ditatInput());
    expect(fake.requestsTo(DITAT_LOGIN_PATH)).toHaveLength(1);
  });

  it('when Ditat refuses the input, then its validation errors come back with our property names', async () => {
    const input = ditatInput({ referenceId1: null, customer_key: 'unknown' });
    input.load_input.appointment_list[1]!.location_key = 'f-nowhere';
    const answer = await client().createDitatLoad!(input);
    expect(answer).toEqual({
      ok: false,
      validationErrors: [
        { propertyName: 'referenceId1', message: 'Order number is required' },
        { propertyName: 'customer_key', message: 'Customer unknown does not exist' },
        {
          propertyName: 'appointment_list[1].location_key',
          message: 'Location f-nowhere does not exist',
        },
      ],
    });
  });

  it('when the generic record is sent, then it goes as load input with DEFAULT for unmatched stops', async () => {
    const answer = await client().createLoad(loadRecord({ customer_id: 'c1' }));
    expect(answer.ok).toBe(true);
    const body = fake.requestsTo(DITAT_LOAD_INPUT_PATH).at(-1)!.body as ReturnType<
      typeof ditatInput
    >;
    expect(
      body.load_input.appointment_list.map((a) => [a.location_key, a.appointment_on_datetime]),
    ).toEqual([
      ['DEFAULT', '2026-11-21T08:30:00'],
      ['DEFAULT', '2026-11-22T06:00:00'],
    ]);
    expect(body.goods_details).toMatchObject({ equipment_type: 'reefer', temperature: 34 });
  });

  it('when the session has expired, then it logs in again once and the load goes through', async () => {
    const tms = client();
    await tms.createDitatLoad!(ditatInput());
    fake.expireSessions();
    expect((await tms.createDitatLoad!(ditatInput())).ok).toBe(true);
    expect(fake.requestsTo(DITAT_LOGIN_PATH)).toHaveLength(2);
  });

  it('when the credentials are wrong, Ditat fails or answers too late, then a TmsUnavailableError says what happened', async () => {
    await expect(client({ password: 'wrong' }).createDitatLoad!(ditatInput())).rejects.toThrow(
      /^Ditat refused the account's credentials \(Invalid account, user name or password\)/,
    );
    fake.script(DITAT_LOAD_INPUT_PATH, { status: 500, body: { message: 'Internal error' } });
    const failing = client().createDitatLoad!(ditatInput());
    await expect(failing).rejects.toBeInstanceOf(TmsUnavailableError);
    await expect(failing).rejects.toThrow(
      `Ditat POST ${DITAT_LOAD_INPUT_PATH} answered 500: Internal error`,
    );
    fake.script(DITAT_LOAD_INPUT_PATH, { status: 200, body: { id: 'x' }, delayMs: 400 });
    const slow = createDitatTms(
      {
        baseUrl: fake.baseUrl,
        accountId: fake.accountId,
        userName: fake.userName,
        password: fake.password,
      },
      { timeoutMs: 100 },
    );
    await expect(slow.createDitatLoad!(ditatInput())).rejects.toThrow(/timed out/);
    fake.script(DITAT_LOAD_INPUT_PATH, { status: 200, body: { loadId: 'no id field' } });
    await expect(client().createDitatLoad!(ditatInput())).rejects.toThrow(/answered no load id/);
  });

  it('property names in Ditat’s spellings map to ours', () => {
    expect(ditatPropertyName('LoadInput.RatesList[0].RateAmount')).toBe(
      'rates_list[0].rate_amount',
    );
    expect(ditatPropertyName('load_input.appointment_list.1.appointment_on_datetime')).toBe(
      'appointment_list[1].appointment_on_datetime',
    );
    expect(ditatPropertyName('ReferenceId1')).toBe('referenceId1');
    expect(ditatPropertyName('customer_key')).toBe('customer_key');
  });
});
