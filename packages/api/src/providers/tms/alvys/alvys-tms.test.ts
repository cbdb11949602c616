import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadRecord } from '../../../loads/loads.test-helper';
import { ALVYS_TENDERS_PATH, alvysPropertyName, createAlvysTms } from './alvys-tms';
import { ALVYS_TMS_CLIENT, FakeAlvysTms, TOKEN_PATH } from './fake-alvys-tms.test-helper';

describe('Alvys TMS client against the fake Alvys', () => {
  const fake = new FakeAlvysTms();
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.requests.length = 0;
  });
  const client = (secret = ALVYS_TMS_CLIENT.clientSecret, keys?: () => string) =>
    createAlvysTms(
      {
        baseUrl: fake.baseUrl,
        clientId: ALVYS_TMS_CLIENT.clientId,
        clientSecret: secret,
        tokenUrl: `${fake.baseUrl}${TOKEN_PATH}`,
      },
      { timeoutMs: 2_000, idempotencyKey: keys },
    );

  it('when a load is created, then it takes a client-credentials token and posts a tender with an Idempotency-Key; the load number comes back', async () => {
    const answer = await client().createLoad(loadRecord());
    expect(answer).toEqual({ ok: true, externalId: expect.stringMatching(/^\d{7}$/) });
    const [token, tender] = fake.requests;
    expect(token).toMatchObject({
      path: TOKEN_PATH,
      body: {
        client_id: ALVYS_TMS_CLIENT.clientId,
        client_secret: ALVYS_TMS_CLIENT.clientSecret,
        audience: 'https://api.alvys.com/public/',
        grant_type: 'client_credentials',
      },
    });
    expect(tender!.path).toBe(ALVYS_TENDERS_PATH);
    expect(tender!.headers.authorization).toMatch(/^Bearer [0-9a-f]+$/);
    expect(tender!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(tender!.body).toMatchObject({
      tenderType: 'Original',
      orderNumber: 'ORD-7781',
      rate: { linehaul: 2450.5, fuelSurcharge: 120, currency: 'USD' },
      equipment: { type: 'Reefer', temperature: { setPointF: 34, mode: 'Continuous' } },
      stops: [
        {
          sequence: 1,
          stopType: 'Pickup',
          scheduleType: 'APPT',
          appointmentDate: '2026-11-21T08:30:00',
          address: { city: 'Chicago', state: 'IL', zipCode: '60609' },
        },
        {
          sequence: 2,
          stopType: 'Delivery',
          scheduleType: 'FCFS',
          appointmentDate: null,
          stopWindow: { begin: '2026-11-22T06:00:00', end: '2026-11-22T14:00:00' },
        },
      ],
    });
  });

  it('when the same save is retried with its key, then Alvys answers the same load, not a second one', async () => {
    const tms = client(undefined, () => 'retry-key-0001');
    const first = await tms.createLoad(loadRecord());
    const again = await tms.createLoad(loadRecord());
    expect(again).toEqual(first);
  });

  it('when Alvys refuses the tender, then its problem details become the Load record’s property names', async () => {
    const record = loadRecord({ order_number: null, linehaul_rate: 0 });
    record.stops[1]!.city = null;
    const answer = await client().createLoad(record);
    expect(answer).toEqual({
      ok: false,
      validationErrors: [
        { propertyName: 'order_number', message: 'The OrderNumber field is required.' },
        { propertyName: 'linehaul_rate', message: 'Linehaul must be greater than 0.' },
        { propertyName: 'stops[1].city', message: 'The City field is required.' },
      ],
    });
  });

  it('when the token is revoked, then a new one is taken once; a wrong secret or a 5xx is a clear failure', async () => {
    const tms = client();
    await tms.createLoad(loadRecord());
    fake.revokeTokens();
    expect((await tms.createLoad(loadRecord())).ok).toBe(true);
    expect(fake.requestsTo(TOKEN_PATH)).toHaveLength(2);
    await expect(client('wrong').createLoad(loadRecord())).rejects.toThrow(
      /^Alvys refused the account's client credentials/,
    );
    fake.script(ALVYS_TENDERS_PATH, { status: 503, body: { title: 'Service Unavailable' } });
    await expect(client().createLoad(loadRecord())).rejects.toThrow(
      `Alvys POST ${ALVYS_TENDERS_PATH} answered 503: Service Unavailable`,
    );
  });

  it('Alvys property paths map to the Load record’s', () => {
    expect(alvysPropertyName('Stops[0].Address.ZipCode')).toBe('stops[0].zipcode');
    expect(alvysPropertyName('Stops[2].StopWindow.Begin')).toBe('stops[2].fcfs_start_date');
    expect(alvysPropertyName('Rate.Linehaul')).toBe('linehaul_rate');
    expect(alvysPropertyName('Customer.Id')).toBe('customer_id');
  });
});
