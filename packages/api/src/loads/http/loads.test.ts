import { randomBytes } from 'node:crypto';
import {
  DITAT_DEFAULT_LOCATION_KEY,
  ditatCreateLoadInputAnswerSchema,
  FLEET_PATHS,
  LOAD_PATHS,
  loadSavedAnswerSchema,
  tmsLoadAnswerSchema,
  tmsLoadPath,
  validationErrorsAnswerSchema,
} from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRateconCorpus } from '../../../test-fixtures/ratecon-corpus/index';
import type { Trip } from '../../fleet/domain/model';
import { setFeatureFlag } from '../../identity/domain/feature-flags';
import {
  ALVYS_TMS_CLIENT,
  FakeAlvysTms,
  TOKEN_PATH,
} from '../../providers/tms/alvys/fake-alvys-tms.test-helper';
import { DITAT_LOAD_INPUT_PATH } from '../../providers/tms/ditat/ditat-tms';
import { connectAccountToFakeDitat, FakeDitat } from '../../providers/tms/ditat/fake-ditat-server';
import { accountOf, insertFleet } from '../../tasks/tasks.test-helper';
import { BROKER, CARRIER, errorOf, useApi } from '../../test-support/api-harness';
import { saveTmsConnection } from '..';
import { CHICAGO, DALLAS, ditatInput, insertFacilities, loadRecord } from '../loads.test-helper';

const FLEET_NOW = new Date('2026-11-20T15:00:00.000Z');
const key = randomBytes(32);

describe.each(testBackends())('saving loads into a TMS on $name', (backend) => {
  const api = useApi(
    backend,
    { fleetCredentialsKey: key },
    { fleetClock: () => FLEET_NOW },
    { freshPer: 'suite' },
  );
  const ditat = new FakeDitat();
  const alvys = new FakeAlvysTms();
  let carrier = '';
  let broker = '';
  let carrierId = '';
  let brokerId = '';

  beforeAll(async () => {
    await Promise.all([ditat.start(), alvys.start()]);
    carrier = (await api.signIn(CARRIER)).access_token;
    broker = (await api.signIn(BROKER)).access_token;
    carrierId = await accountOf(api, CARRIER.email);
    brokerId = await accountOf(api, BROKER.email);
    await insertFleet(api, carrierId, {
      customers: [['c1', 'Acme Foods']],
      drivers: [['d1', 'Maria Lopez']],
      trucks: [['tk1', '1201']],
      trailers: [['tl1', 'R-5001']],
    });
    await insertFacilities(api.db, carrierId, [
      { id: 'f-chi', customerId: 'c1', name: 'Windy City Cold Storage', place: CHICAGO },
      { id: 'f-dal', customerId: 'c1', name: 'Lone Star Grocers DC', place: DALLAS },
    ]);
    await insertFleet(api, brokerId, { customers: [['bc1', 'Broker Customer']] });
    await insertFacilities(api.db, brokerId, [
      { id: 'f-broker', customerId: 'bc1', name: 'Broker Dock', place: DALLAS },
    ]);
  });
  afterAll(async () => {
    await Promise.all([ditat.stop(), alvys.stop()]);
  });

  const post = (path: string, token: string, json: unknown) => api.fetch(path, { token, json });
  const saved = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(200);
    return loadSavedAnswerSchema.parse(await response.json()).id;
  };
  const refusal = async (response: Response) => {
    expect(response.status).toBe(422);
    return validationErrorsAnswerSchema.parse(await response.json()).validation_errors;
  };
  const tripOf = async (id: string) => {
    const [row] = await api.db.query<{ status: string; truck_id: string; data: Trip }>(
      'SELECT status, truck_id, data FROM trips WHERE account_id = $1 AND id = $2',
      [carrierId, id],
    );
    return row;
  };
  const loadsCount = async () =>
    Number((await api.db.query<{ n: string }>('SELECT count(*)::text AS n FROM tms_loads'))[0]!.n);

  describe('the built-in TMS (no connection stored)', () => {
    it('when a generic load is saved, then it becomes a Dispatched trip with placed stops, appointments in the stop’s zone, customer, truck and driver, and the load page reads it', async () => {
      const record = loadRecord({
        customer_name: 'acme foods',
        carrier: {
          carrier_name: 'Demo Carrier',
          driver_name: 'Maria Lopez',
          driver_phone: null,
          truck: '1201',
          trailer: null,
        },
      });
      const id = await saved(await post(LOAD_PATHS.addExternalLoad, carrier, record));
      expect(id).toMatch(/^L-[A-Z2-9]{8}$/);

      const trip = await tripOf(id);
      expect(trip).toMatchObject({ status: 'Dispatched', truck_id: 'tk1' });
      expect(trip!.data).toMatchObject({
        tripNum: id,
        orderNumber: 'ORD-7781',
        customerId: 'c1',
        customerName: 'Acme Foods',
        driverId: 'd1',
        trailerId: '',
        externalLink: `/loads/${id}`,
        reefer: { setPoint: 34, mode: 'Continuous' },
      });
      const [pickup, delivery] = trip!.data.stops;
      // 08:30 in Chicago in November (CST, UTC-6); the pickup is the account's facility.
      expect(pickup).toMatchObject({
        type: 'Pickup',
        facilityId: 'f-chi',
        appointmentType: 'APPT',
        appointment: '2026-11-21T14:30:00.000Z',
        appointmentEnd: null,
      });
      expect(delivery).toMatchObject({
        type: 'Delivery',
        appointmentType: 'FCFS',
        appointment: '2026-11-22T12:00:00.000Z',
        appointmentEnd: '2026-11-22T20:00:00.000Z',
        notes: 'Lumper on site',
        place: { city: 'Dallas', state: 'TX', timezone: 'America/Chicago' },
      });
      expect(delivery!.place.lat).toBeCloseTo(32.8, 0);

      // Monitoring's trip page reads the projected view at once.
      const detail = await api.fetch(`${FLEET_PATHS.loads}/${id}`, { token: carrier });
      expect(detail.status).toBe(200);
      expect(await detail.json()).toMatchObject({
        trip_num: id,
        trip_status: 'Dispatched',
        truck_num: '1201',
        customer_name: 'Acme Foods',
      });

      const page = await api.fetch(tmsLoadPath(id), { token: carrier });
      const load = tmsLoadAnswerSchema.parse(await page.json()).Data;
      expect(load).toMatchObject({
        id,
        tms: 'builtin',
        external_id: id,
        trip_id: id,
        created_by: CARRIER.email,
      });
      expect(load.record.order_number).toBe('ORD-7781');
    });

    it('when another account asks for the load, then it is 404; with the flag off every save is 403', async () => {
      const id = await saved(await post(LOAD_PATHS.addExternalLoad, carrier, loadRecord()));
      await setFeatureFlag(api.db, brokerId, 'RATE_CON_EXTRACTION', true);
      try {
        expect((await api.fetch(tmsLoadPath(id), { token: broker })).status).toBe(404);
      } finally {
        await setFeatureFlag(api.db, brokerId, 'RATE_CON_EXTRACTION', false);
      }
      const before = await loadsCount();
      for (const [path, body] of [
        [LOAD_PATHS.addExternalLoad, loadRecord()],
        [LOAD_PATHS.ditatUpdateLoadInput, ditatInput()],
      ] as const) {
        const off = await post(path, broker, body);
        expect(off.status).toBe(403);
        expect((await errorOf(off)).code).toBe('feature/disabled');
        expect((await post(path, '', body)).status).toBe(401);
      }
      expect((await api.fetch(tmsLoadPath(id), { token: broker })).status).toBe(403);
      expect(await loadsCount()).toBe(before);
    });

    it('when a body is not a Load record, then 400 names the fields and nothing is stored', async () => {
      const before = await loadsCount();
      const { stops: _s, ...noStops } = loadRecord();
      const missing = await post(LOAD_PATHS.addExternalLoad, carrier, noStops);
      expect(missing.status).toBe(400);
      expect((await errorOf(missing)).errors).toContainEqual(
        expect.objectContaining({ propertyName: 'stops' }),
      );
      const hostile = await post(LOAD_PATHS.addExternalLoad, carrier, {
        ...loadRecord(),
        linehaul_rate: '1e309',
        stops: [{ stop_type: 'Pickup; DROP TABLE trips', stop_number: -1 }],
      });
      expect(hostile.status).toBe(400);
      const notJson = await api.fetch(LOAD_PATHS.addExternalLoad, {
        token: carrier,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"order_number":',
      });
      expect(notJson.status).toBe(400);
      const ditatShape = await post(LOAD_PATHS.ditatUpdateLoadInput, carrier, {
        load_input: { ...ditatInput().load_input, appointment_list: [{ location_type: 7 }] },
      });
      expect(ditatShape.status).toBe(400);
      expect((await errorOf(ditatShape)).errors?.map((e) => e.propertyName)).toEqual(
        expect.arrayContaining(['load_input.appointment_list.0.location_type', 'goods_details']),
      );
      expect(await loadsCount()).toBe(before);
    });

    it('when the trip cannot be made (no delivery, unreadable date, unknown place, unknown truck), then 422 names each field and nothing is stored', async () => {
      const before = await loadsCount();
      const base = loadRecord();
      const errors = await refusal(
        await post(LOAD_PATHS.addExternalLoad, carrier, {
          ...base,
          carrier: { ...base.carrier, truck_id: 'not-mine' },
          stops: [
            { ...base.stops[0]!, appointment_date: '13/45/2026' },
            {
              ...base.stops[1]!,
              stop_type: 'Pickup',
              city: 'Nowhereville',
              state: 'ZZ',
              zipcode: null,
            },
          ],
        }),
      );
      expect(errors.map((e) => e.propertyName).sort()).toEqual([
        'carrier.truck_id',
        'stops',
        'stops[0].appointment_date',
        'stops[1].city',
      ]);
      const outOfOrder = await refusal(
        await post(LOAD_PATHS.addExternalLoad, carrier, {
          ...base,
          stops: [base.stops[0]!, { ...base.stops[1]!, fcfs_start_date: '11/20/2026' }],
        }),
      );
      expect(outOfOrder).toEqual([
        {
          propertyName: 'stops[1].fcfs_start_date',
          message: 'Stop 2 is before stop 1: stops must be in time order.',
        },
      ]);
      expect(await loadsCount()).toBe(before);
    });

    it('when Ditat load input with the account’s keys is saved, then its trip is made from the locations; DEFAULT locations store the load without a trip', async () => {
      const id = await saved(await post(LOAD_PATHS.ditatUpdateLoadInput, carrier, ditatInput()));
      const trip = await tripOf(id);
      expect(trip!.data.stops.map((s) => [s.facilityId, s.appointment])).toEqual([
        ['f-chi', '2026-11-21T14:00:00.000Z'],
        ['f-dal', '2026-11-22T12:00:00.000Z'],
      ]);
      expect(trip!.data.customerName).toBe('Acme Foods');

      const input = ditatInput();
      input.load_input.appointment_list[1]!.location_key = DITAT_DEFAULT_LOCATION_KEY;
      const defaultId = await saved(await post(LOAD_PATHS.ditatUpdateLoadInput, carrier, input));
      expect(await tripOf(defaultId)).toBeUndefined();
      const load = tmsLoadAnswerSchema.parse(
        await (await api.fetch(tmsLoadPath(defaultId), { token: carrier })).json(),
      ).Data;
      expect(load).toMatchObject({ tms: 'builtin', trip_id: null });
      expect(load.record.stops[1]).toMatchObject({ stop_type: 'Delivery', city: null });
    });

    it('when Ditat load input breaks the rules, then 422 lists every error with the property names the dialog maps', async () => {
      const before = await loadsCount();
      const input = ditatInput({
        referenceId1: '  ',
        customer_key: 'bc1',
        rates_list: [{ rate_amount: 10.555 }],
      });
      const [pickup, delivery] = input.load_input.appointment_list;
      pickup!.location_key = 'f-broker';
      delivery!.appointment_on_datetime = '2026-11-20T06:00:00';
      delivery!.appointment_late_after_datetime = '2026-11-20T05:00:00';
      const errors = await refusal(await post(LOAD_PATHS.ditatUpdateLoadInput, carrier, input));
      expect(errors.map((e) => e.propertyName)).toEqual([
        'referenceId1',
        'rates_list[0].rate_amount',
        'customer_key',
        'appointment_list[0].location_key',
        'appointment_list[1].appointment_late_after_datetime',
        'appointment_list[1].appointment_on_datetime',
      ]);
      expect(errors[2]!.message).toBe("Customer bc1 is not one of this account's customers.");
      expect(await loadsCount()).toBe(before);
    });
  });

  describe('a Ditat connection', () => {
    beforeAll(async () => {
      await connectAccountToFakeDitat(api.db, carrierId, ditat, { credentialsKey: key });
    });
    afterAll(async () => {
      await saveTmsConnection(api.db, carrierId, { provider: 'builtin' });
    });

    it('when Ditat input is saved, then Ditat receives it with its token and its id is kept; no trip is made here', async () => {
      const id = await saved(await post(LOAD_PATHS.ditatUpdateLoadInput, carrier, ditatInput()));
      const sent = ditat.requestsTo(DITAT_LOAD_INPUT_PATH).at(-1)!;
      expect(sent.headers.authorization).toMatch(/^Ditat-Token [0-9a-f]{32}$/);
      expect(sent.body).toEqual(ditatInput());
      const load = tmsLoadAnswerSchema.parse(
        await (await api.fetch(tmsLoadPath(id), { token: carrier })).json(),
      ).Data;
      expect(load).toMatchObject({ tms: 'ditat', trip_id: null });
      expect(ditat.loads.has(load.external_id)).toBe(true);
      expect(await tripOf(id)).toBeUndefined();
    });

    it('when Ditat refuses the load, then its errors come back as validation errors; when it fails, 502 says so; nothing is stored', async () => {
      const before = await loadsCount();
      ditat.script(DITAT_LOAD_INPUT_PATH, {
        status: 400,
        body: {
          validation_errors: [
            {
              propertyName: 'load_input.rates_list.0.rate_amount',
              message: 'Rate exceeds credit limit',
            },
          ],
        },
      });
      expect(
        await refusal(await post(LOAD_PATHS.ditatUpdateLoadInput, carrier, ditatInput())),
      ).toEqual([
        { propertyName: 'rates_list[0].rate_amount', message: 'Rate exceeds credit limit' },
      ]);
      ditat.script(DITAT_LOAD_INPUT_PATH, { status: 503, body: { message: 'Maintenance window' } });
      const failed = await post(LOAD_PATHS.ditatUpdateLoadInput, carrier, ditatInput());
      expect(failed.status).toBe(502);
      expect((await errorOf(failed)).message).toBe(
        `The Ditat TMS did not take the load: Ditat POST ${DITAT_LOAD_INPUT_PATH} answered 503: Maintenance window`,
      );
      expect(await loadsCount()).toBe(before);
    });

    it('when the generic record is saved, then Ditat receives it as load input with the chosen keys', async () => {
      const record = loadRecord({ customer_id: 'c1' });
      record.stops[0]!.company_id = 'f-chi';
      await saved(await post(LOAD_PATHS.addExternalLoad, carrier, record));
      const sent = ditat.requestsTo(DITAT_LOAD_INPUT_PATH).at(-1)!.body as ReturnType<
        typeof ditatInput
      >;
      expect(sent.load_input).toMatchObject({ referenceId1: 'ORD-7781', customer_key: 'c1' });
      expect(sent.load_input.appointment_list.map((a) => a.location_key)).toEqual([
        'f-chi',
        DITAT_DEFAULT_LOCATION_KEY,
      ]);
    });

    it('when the stored connection is incomplete, then saving answers 503 naming what is missing', async () => {
      await api.db.query(
        "UPDATE tms_connections SET settings = settings - 'userName', credentials = NULL WHERE account_id = $1",
        [carrierId],
      );
      try {
        const response = await post(LOAD_PATHS.ditatUpdateLoadInput, carrier, ditatInput());
        expect(response.status).toBe(503);
        expect((await errorOf(response)).message).toBe(
          `The Ditat TMS connection of account ${carrierId} cannot work: its settings lack userName, the password.`,
        );
      } finally {
        await saveTmsConnection(
          api.db,
          carrierId,
          {
            provider: 'ditat',
            baseUrl: ditat.baseUrl,
            accountId: ditat.accountId,
            userName: ditat.userName,
            password: ditat.password,
          },
          { credentialsKey: key },
        );
      }
    });
  });

  describe('an Alvys connection', () => {
    beforeAll(async () => {
      await saveTmsConnection(
        api.db,
        carrierId,
        {
          provider: 'alvys',
          baseUrl: alvys.baseUrl,
          tokenUrl: `${alvys.baseUrl}${TOKEN_PATH}`,
          ...ALVYS_TMS_CLIENT,
        },
        { credentialsKey: key },
      );
    });
    afterAll(async () => {
      await saveTmsConnection(api.db, carrierId, { provider: 'builtin' });
    });

    it('when a generic load is saved, then Alvys receives a tender and its load number is kept', async () => {
      const id = await saved(await post(LOAD_PATHS.addExternalLoad, carrier, loadRecord()));
      const load = tmsLoadAnswerSchema.parse(
        await (await api.fetch(tmsLoadPath(id), { token: carrier })).json(),
      ).Data;
      expect(load).toMatchObject({ tms: 'alvys', trip_id: null });
      expect([...alvys.tenders.values()].map((t) => t.loadNumber)).toContain(load.external_id);
    });

    it('when Ditat load input is saved, then Alvys receives the load it describes, stops placed at the account’s locations', async () => {
      await saved(await post(LOAD_PATHS.ditatUpdateLoadInput, carrier, ditatInput()));
      const tender = [...alvys.tenders.values()].at(-1)!.body as {
        orderNumber: string;
        stops: { address: { city: string }; scheduleType: string }[];
      };
      expect(tender.orderNumber).toBe('ORD-9001');
      expect(tender.stops.map((s) => [s.address.city, s.scheduleType])).toEqual([
        ['Chicago', 'APPT'],
        ['Dallas', 'FCFS'],
      ]);
    });

    it('when Alvys refuses the tender, then its problem details come back as the record’s fields', async () => {
      const record = loadRecord({ order_number: null });
      const errors = await refusal(await post(LOAD_PATHS.addExternalLoad, carrier, record));
      expect(errors).toEqual([
        { propertyName: 'order_number', message: 'The OrderNumber field is required.' },
      ]);
    });
  });

  describe('create-load-input', () => {
    it('when the account’s TMS_TYPE is not ditat, then 403 before the file is read; for ditat the extraction answers as { Data } or refuses like pdfparse', async () => {
      await setFeatureFlag(api.db, brokerId, 'RATE_CON_EXTRACTION', true, { TMS_TYPE: 'alvys' });
      try {
        const refused = await post(LOAD_PATHS.ditatCreateLoadInput, broker, {
          fileName: 'rc.pdf',
          fileContent: Buffer.from('%PDF-1.4').toString('base64'),
        });
        expect(refused.status).toBe(403);
        expect((await errorOf(refused)).code).toBe('documents/not-ditat');
      } finally {
        await setFeatureFlag(api.db, brokerId, 'RATE_CON_EXTRACTION', false, { TMS_TYPE: 'alvys' });
      }
      const doc = loadRateconCorpus('dev').find((d) => d.id === 'grid-form-01')!;
      const read = await post(LOAD_PATHS.ditatCreateLoadInput, carrier, {
        fileName: 'grid-form-01.pdf',
        fileContent: doc.pdf().toString('base64'),
      });
      expect(read.status).toBe(200);
      const { Data } = ditatCreateLoadInputAnswerSchema.parse(await read.json());
      expect(Data.load_input.referenceId1).toBe(doc.expected().order_number);
      expect(Data.parsedData.order_number).toBe(doc.expected().order_number);
      expect(Data.payload.fileName).toBe('grid-form-01.pdf');
      const notPdf = await post(LOAD_PATHS.ditatCreateLoadInput, carrier, {
        fileName: 'notes.txt',
        fileContent: Buffer.from('just some text, not a PDF').toString('base64'),
      });
      expect(notPdf.status).toBe(422);
      expect((await errorOf(notPdf)).message).toBe('Please upload a PDF file');
      const bad = await post(LOAD_PATHS.ditatCreateLoadInput, carrier, { fileName: 'x.pdf' });
      expect(bad.status).toBe(400);
    });
  });
});
