import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allPages } from '../../../fleet/domain/providers';
import { CLIENT_ID, CLIENT_SECRET, FakeAlvys } from './fake-alvys.test-helper';
import { type AlvysConfig, AlvysError, createAlvysFleet } from './index';

const NOW = new Date('2026-11-23T15:00:00.000Z');

function chicagoPickup(): Record<string, unknown> {
  return {
    $type: 'appointment',
    Id: 'stop-1',
    StopType: 'Pickup',
    ScheduleType: 'APPT',
    AppointmentRequested: true,
    AppointmentConfirmed: true,
    // No offset: the facility's wall time (Chicago, CST in November = UTC-6).
    AppointmentDate: '2026-11-22T08:00:00',
    LoadingType: 'Live',
    Address: { Street: '2200 S Halsted St', City: 'Chicago', State: 'IL', ZipCode: '60608' },
    Coordinates: { Latitude: '41.8526', Longitude: '-87.6468' },
    Status: 'Departed',
    ArrivedAt: '2026-11-22T13:50:00Z',
    DepartedAt: '2026-11-22T15:10:00Z',
    References: [{ Name: 'PO', Value: 'PO-77' }],
    CompanyId: 'loc-1',
    CompanyNumber: 'ACME01',
    CompanyName: 'Acme DC Chicago',
  };
}

function atlantaDelivery(): Record<string, unknown> {
  return {
    $type: 'delivery_window',
    Id: 'stop-2',
    StopType: 'Delivery',
    ScheduleType: 'FCFS',
    StopWindow: { Begin: '2026-11-24T06:00:00-05:00', End: '2026-11-24T14:00:00-05:00' },
    Address: {
      Street: '500 Fulton Industrial Blvd',
      City: 'Atlanta',
      State: 'GA',
      ZipCode: '30336',
    },
    Coordinates: { Latitude: '33.7490', Longitude: '-84.5510' },
    Status: 'Pending',
    ArrivedAt: null,
    DepartedAt: null,
    References: [],
    CompanyId: 'loc-2',
    CompanyName: 'Fresh Mart Atlanta',
  };
}

function trip(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    Id: 'trip-1',
    TripNumber: 'T1001',
    Status: 'InTransit',
    LoadNumber: 'L501',
    Stops: [
      chicagoPickup(),
      { $type: 'waypoint', Id: 'stop-w', StopType: 'Waypoint', References: [] },
      atlantaDelivery(),
    ],
    TotalMileage: { Distance: { Value: 716, UnitOfMeasure: 'Miles' } },
    TripValue: { Amount: 2400, Currency: 'USD' },
    Truck: { Id: 'truck-1', Fleet: { Id: 'f1', Name: 'Main' } },
    Trailer: { Id: 'trailer-1', EquipmentType: 'Reefer' },
    Driver1: { Id: 'driver-1', ContractorType: 'Company', Rates: [] },
    ReleasedAt: '2026-11-22T12:00:00Z',
    PickedUpAt: '2026-11-22T15:10:00Z',
    DeliveredAt: null,
    CarrierPayOnHold: false,
    UpdatedAt: '2026-11-23T14:00:00Z',
    IsDeleted: false,
    ...overrides,
  };
}

function load(number: string, customer: string, name: string): Record<string, unknown> {
  return {
    Id: `load-${number}`,
    LoadNumber: number,
    OrderNumber: `ORD-${number}`,
    CustomerId: customer,
    CustomerName: name,
    Status: 'InTransit',
    Stops: [],
    Notes: [],
    References: [],
    CreatedAt: '2026-11-20T10:00:00Z',
    CreatedBy: 'dispatch@example.com',
  };
}

function seed(fake: FakeAlvys): void {
  fake.data = {
    customers: [
      { Id: 'cust-1', Name: 'Acme Foods', CompanyNumber: 'C1', Type: 'Customer', Status: 'Active' },
      { Id: 'cust-2', Name: 'Fresh Mart', CompanyNumber: 'C2', Type: 'Customer', Status: 'Active' },
      { Id: 'cust-3', Name: 'Gone Co', CompanyNumber: 'C3', Type: 'Customer', Status: 'Inactive' },
    ],
    drivers: [
      {
        Id: 'driver-1',
        Name: 'Maria Lopez',
        EmployeeId: 'ELD-44',
        PhoneNumber: '+1 312 555 0101',
        Email: 'maria@example.com',
        Type: 'Company',
        SubsidiaryId: 'sub-1',
        Address: { Street: '1 Main St', City: 'Joliet', State: 'IL', ZipCode: '60431' },
        Status: 'Active',
        IsActive: true,
        Notes: [],
        CreatedAt: '2024-01-01T00:00:00Z',
      },
      {
        Id: 'driver-2',
        Name: 'Sam Reed',
        Type: 'OwnerOperator',
        SubsidiaryId: 'sub-1',
        Status: 'Active',
        IsActive: true,
        Notes: [],
        CreatedAt: '2024-01-01T00:00:00Z',
      },
    ],
    trucks: ['101', '102', '103', '104', '105'].map((n, i) => ({
      Id: `truck-${i + 1}`,
      TruckNum: n,
      Status: i === 4 ? 'Inactive' : 'Active',
      SubsidiaryId: 'sub-1',
      FuelCards: [],
      Notes: [],
      CreatedAt: '2024-01-01T00:00:00Z',
    })),
    trailers: [
      {
        Id: 'trailer-1',
        TrailerNum: 'R-53',
        Status: 'Active',
        EquipmentType: 'Reefer',
        CreatedAt: 'x',
      },
      {
        Id: 'trailer-2',
        TrailerNum: 'V-12',
        Status: 'Active',
        EquipmentType: 'Dry Van',
        CreatedAt: 'x',
      },
    ],
    trips: [
      trip({}),
      trip({
        Id: 'trip-2',
        TripNumber: 'T1002',
        LoadNumber: 'L502',
        Status: 'Delivered',
        Truck: { Id: 'truck-2' },
        Trailer: { Id: 'trailer-2', EquipmentType: 'Dry Van' },
        Driver1: { Id: 'driver-2' },
        DeliveredAt: '2026-11-23T09:30:00Z',
        UpdatedAt: '2026-11-23T10:00:00Z',
      }),
      // Brokered to an outside carrier: no truck or driver of ours.
      trip({
        Id: 'trip-3',
        TripNumber: 'T1003',
        LoadNumber: 'L503',
        Status: 'Dispatched',
        Truck: null,
        Driver1: null,
        UpdatedAt: '2026-11-23T11:00:00Z',
      }),
      trip({
        Id: 'trip-4',
        TripNumber: 'T1004',
        Status: 'Cancelled',
        UpdatedAt: '2026-11-23T12:00:00Z',
      }),
      trip({
        Id: 'trip-5',
        TripNumber: 'T1005',
        LoadNumber: 'L505',
        UpdatedAt: '2026-11-10T12:00:00Z',
      }),
    ],
    loads: [
      load('L501', 'cust-1', 'Acme Foods'),
      load('L502', 'cust-2', 'Fresh Mart'),
      load('L503', 'cust-1', 'Acme Foods'),
      load('L505', 'cust-1', 'Acme Foods'),
    ],
    visibility: {
      L501: [
        {
          id: 'v1',
          tripNumber: 'T1001',
          loadNumber: 'L501',
          eventType: 'Location',
          sharedAt: '2026-11-23T13:00:00Z',
          destination: 'Atlanta, GA',
          truckNumber: '101',
          address: { street: null, city: 'Nashville', state: 'TN', zipCode: null },
          coordinates: { latitude: '36.1627', longitude: '-86.7816' },
          status: 'Completed',
        },
        {
          id: 'v0',
          tripNumber: 'T1001',
          loadNumber: 'L501',
          eventType: 'Location',
          sharedAt: '2026-11-23T09:00:00Z',
          destination: 'Atlanta, GA',
          truckNumber: '101',
          address: { city: 'Louisville', state: 'KY' },
          coordinates: { latitude: '38.2527', longitude: '-85.7585' },
          status: 'Completed',
        },
        {
          id: 'v2',
          tripNumber: 'T1001',
          loadNumber: 'L501',
          eventType: 'Arrival',
          sharedAt: '2026-11-23T13:30:00Z',
          destination: 'Atlanta, GA',
          status: 'Completed',
        },
      ],
    },
  };
}

describe('createAlvysFleet against a fake Alvys', () => {
  let fake: FakeAlvys;
  let sleeps: number[];
  let warnings: string[];

  function fleet(overrides: Partial<AlvysConfig> = {}) {
    return createAlvysFleet(
      {
        baseUrl: fake.baseUrl,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        tokenUrl: `${fake.baseUrl}/oauth/token`,
        pageSize: 2,
        requestTimeoutMs: 2_000,
        backoff: { baseMs: 100, maxMs: 1_000 },
        ...overrides,
      },
      {
        now: () => NOW,
        random: () => 0.5,
        sleep: async (ms) => {
          sleeps.push(ms);
        },
        warn: (message, detail) => {
          warnings.push(`${message} ${JSON.stringify(detail)}`);
        },
      },
    );
  }

  beforeEach(async () => {
    fake = new FakeAlvys();
    await fake.start();
    seed(fake);
    sleeps = [];
    warnings = [];
  });

  afterEach(async () => {
    await fake.stop();
  });

  it('reads the reference data page by page with one cached token and maps it', async () => {
    const reference = await fleet({ driverEldId: 'employeeId' }).tms.reference();

    expect(fake.tokensIssued).toEqual(['token-1']);
    const tokenRequest = fake.requestsTo('/oauth/token')[0]!;
    expect(tokenRequest.method).toBe('POST');
    expect(tokenRequest.body).toEqual({
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      audience: 'https://api.alvys.com/public/',
      grant_type: 'client_credentials',
    });
    for (const r of fake.requests.filter((r) => r.path !== '/oauth/token')) {
      expect(r.authorization).toBe('Bearer token-1');
      expect(r.contentType).toBe('application/json');
    }

    // Five trucks, two a page: pages 0, 1 and 2 (the short one ends the search).
    const truckPages = fake.requestsTo('/api/p/v1/trucks/search').map((r) => r.body);
    expect(truckPages).toEqual([
      { isActive: true, page: 0, pageSize: 2 },
      { isActive: true, page: 1, pageSize: 2 },
      { isActive: true, page: 2, pageSize: 2 },
    ]);
    expect(fake.requestsTo('/api/p/v1/customers/search')[0]!.body).toMatchObject({
      statuses: ['Active'],
    });
    expect(fake.requestsTo('/api/p/v1/drivers/search')[0]!.body).toMatchObject({ isActive: true });

    expect(reference.trucks).toEqual([
      { id: 'truck-1', number: '101' },
      { id: 'truck-2', number: '102' },
      { id: 'truck-3', number: '103' },
      { id: 'truck-4', number: '104' },
    ]);
    expect(reference.trailers).toEqual([
      { id: 'trailer-1', number: 'R-53', reefer: true },
      { id: 'trailer-2', number: 'V-12', reefer: false },
    ]);
    expect(reference.customers).toEqual([
      { id: 'cust-1', name: 'Acme Foods' },
      { id: 'cust-2', name: 'Fresh Mart' },
    ]);
    expect(reference.drivers).toEqual([
      {
        id: 'driver-1',
        name: 'Maria Lopez',
        phone: '+1 312 555 0101',
        email: 'maria@example.com',
        eldId: 'ELD-44',
        home: { city: 'Joliet', state: 'IL' },
        homeTime: null,
      },
      {
        id: 'driver-2',
        name: 'Sam Reed',
        phone: '',
        email: '',
        eldId: null,
        home: { city: '', state: '' },
        homeTime: null,
      },
    ]);
    // Facilities are the stops' companies, with the stops' coordinates and the load's customer.
    expect(reference.facilities).toContainEqual({
      id: 'loc-1',
      customerId: 'cust-1',
      name: 'Acme DC Chicago',
      place: {
        lat: 41.8526,
        lng: -87.6468,
        address1: '2200 S Halsted St',
        city: 'Chicago',
        state: 'IL',
        zipcode: '60608',
        timezone: 'America/Chicago',
      },
      geofenceRadiusMiles: 0.5,
    });
    expect(reference.facilities.map((f) => f.id).sort()).toEqual(['loc-1', 'loc-2']);
  });

  it('maps the trips changed since an instant, stops and all, and asks only for that window', async () => {
    const trips = await fleet().tms.tripsChangedSince('2026-11-23T10:00:00.000Z');

    const search = fake.requestsTo('/api/p/v1/trips/search')[0]!.body!;
    expect(search.updatedAtRange).toEqual({
      start: '2026-11-23T10:00:00.000Z',
      end: NOW.toISOString(),
    });
    expect(search.status).toContain('Dispatched');
    expect(search.status).toContain('InTransit');
    expect(search.status).not.toContain('Cancelled');
    expect(fake.requestsTo('/api/p/v1/loads/search')[0]!.body).toMatchObject({
      loadNumbers: ['L501', 'L503'],
    });

    // trip-2 changed exactly at `since` (exclusive), trip-3 is brokered, trip-4 cancelled.
    expect(trips.map((t) => t.id)).toEqual(['trip-1']);
    expect(warnings.some((w) => w.includes('trip-3') && w.includes('brokered'))).toBe(true);
    expect(trips[0]).toEqual({
      id: 'trip-1',
      tripNum: 'T1001',
      loadNum: 'L501',
      orderNumber: 'ORD-L501',
      customerId: 'cust-1',
      customerName: 'Acme Foods',
      status: 'In Transit',
      truckId: 'truck-1',
      trailerId: 'trailer-1',
      driverId: 'driver-1',
      invoiceNum: null,
      externalLink: 'https://app.alvys.com/#/loads/L501',
      reefer: null,
      dispatchedAt: '2026-11-22T12:00:00.000Z',
      deliveredAt: null,
      stops: [
        {
          id: 'stop-1',
          order: 1,
          type: 'Pickup',
          facilityId: 'loc-1',
          customerName: 'Acme DC Chicago',
          place: {
            lat: 41.8526,
            lng: -87.6468,
            address1: '2200 S Halsted St',
            city: 'Chicago',
            state: 'IL',
            zipcode: '60608',
            timezone: 'America/Chicago',
          },
          appointmentType: 'APPT',
          appointment: '2026-11-22T14:00:00.000Z',
          appointmentEnd: null,
          arrivedAt: '2026-11-22T13:50:00.000Z',
          departedAt: '2026-11-22T15:10:00.000Z',
          notes: 'PO: PO-77',
        },
        {
          id: 'stop-2',
          order: 2,
          type: 'Delivery',
          facilityId: 'loc-2',
          customerName: 'Fresh Mart Atlanta',
          place: {
            lat: 33.749,
            lng: -84.551,
            address1: '500 Fulton Industrial Blvd',
            city: 'Atlanta',
            state: 'GA',
            zipcode: '30336',
            timezone: 'America/New_York',
          },
          appointmentType: 'FCFS',
          appointment: '2026-11-24T11:00:00.000Z',
          appointmentEnd: '2026-11-24T19:00:00.000Z',
          arrivedAt: null,
          departedAt: null,
          notes: '',
        },
      ],
    });
  });

  it('on the first sync reads the lookback window and maps delivered trips', async () => {
    const trips = await fleet({ lookbackDays: 7 }).tms.tripsChangedSince(null);

    expect(fake.requestsTo('/api/p/v1/trips/search')[0]!.body!.updatedAtRange).toEqual({
      start: '2026-11-16T15:00:00.000Z',
      end: NOW.toISOString(),
    });
    expect(trips.map((t) => t.id)).toEqual(['trip-2', 'trip-1']);
    expect(trips[0]).toMatchObject({
      status: 'Delivered',
      deliveredAt: '2026-11-23T09:30:00.000Z',
      customerId: 'cust-2',
      driverId: 'driver-2',
    });
  });

  it('fetches a new token once when Alvys answers 401, and fails on a second 401', async () => {
    const providers = fleet();
    await providers.tms.tripsChangedSince('2026-11-23T10:00:00.000Z');
    expect(fake.tokensIssued).toEqual(['token-1']);

    const before = fake.requestsTo('/api/p/v1/trips/search').length;
    fake.script('/api/p/v1/trips/search', { revokeTokens: true });
    const trips = await providers.tms.tripsChangedSince('2026-11-23T10:00:00.000Z');
    expect(trips.map((t) => t.id)).toEqual(['trip-1']);
    expect(fake.tokensIssued).toEqual(['token-1', 'token-2']);
    // Page 0 refused with the revoked token, page 0 again and page 1 with the new one.
    const searches = fake.requestsTo('/api/p/v1/trips/search').slice(before);
    expect(searches.map((r) => [r.authorization, r.body!.page])).toEqual([
      ['Bearer token-1', 0],
      ['Bearer token-2', 0],
      ['Bearer token-2', 1],
    ]);

    fake.script(
      '/api/p/v1/trips/search',
      { status: 401, body: { Title: 'Unauthorized' } },
      { status: 401, body: { Title: 'Token lacks the trips:read scope' } },
    );
    await expect(providers.tms.tripsChangedSince(null)).rejects.toThrow(
      /trips\/search failed with HTTP 401: Token lacks the trips:read scope/,
    );
    expect(fake.tokensIssued).toHaveLength(3);
  });

  it('fetches a new token when the cached one expires', async () => {
    fake.expiresIn = 30;
    let now = NOW.getTime();
    const providers = createAlvysFleet(
      {
        baseUrl: fake.baseUrl,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        tokenUrl: `${fake.baseUrl}/oauth/token`,
      },
      { now: () => new Date(now) },
    );
    await providers.eld.positionsSince(null);
    await providers.eld.positionsSince(null);
    expect(fake.tokensIssued).toEqual(['token-1']);
    now += 31_000;
    await providers.eld.positionsSince(null);
    expect(fake.tokensIssued).toEqual(['token-1', 'token-2']);
  });

  it('reports a token refused by Alvys with its message', async () => {
    const providers = createAlvysFleet(
      {
        baseUrl: fake.baseUrl,
        clientId: CLIENT_ID,
        clientSecret: 'wrong',
        tokenUrl: `${fake.baseUrl}/oauth/token`,
      },
      { now: () => NOW },
    );
    await expect(providers.tms.reference()).rejects.toThrow(
      /token request .* failed with HTTP 401: access_denied — Unauthorized/,
    );
  });

  it('waits out a 429 for its Retry-After, retries a 503 with backoff, then answers', async () => {
    fake.script(
      '/api/p/v1/trucks/search',
      { status: 429, headers: { 'retry-after': '2' }, body: { Title: 'Too Many Requests' } },
      { status: 503, body: 'upstream unavailable' },
    );
    const reference = await fleet().tms.reference();
    expect(reference.trucks).toHaveLength(4);
    // Retry-After 2 s plus up to baseMs of jitter; then full jitter of the 2nd attempt's ceiling.
    expect(sleeps).toEqual([2_050, 100]);
    expect(fake.requestsTo('/api/p/v1/trucks/search')[0]!.body).toEqual(
      fake.requestsTo('/api/p/v1/trucks/search')[2]!.body,
    );
  });

  it('gives up after maxAttempts of 429 with the provider message', async () => {
    const throttled = {
      status: 429,
      headers: { 'retry-after': '1' },
      body: { Title: 'Slow down' },
    };
    fake.script('/api/p/v1/customers/search', throttled, throttled, throttled);
    const error = await fleet({ maxAttempts: 3 })
      .tms.reference()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AlvysError);
    expect((error as AlvysError).status).toBe(429);
    expect((error as AlvysError).message).toBe(
      'Alvys POST /api/p/v1/customers/search failed with HTTP 429 (rate limited): Slow down',
    );
    expect(sleeps).toHaveLength(2);
  });

  it('surfaces Alvys validation problems with their field messages', async () => {
    fake.script('/api/p/v1/drivers/search', {
      status: 400,
      body: {
        Type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
        Title: 'One or more validation errors occurred.',
        Status: 400,
        Errors: { Status: ['Status is required if the other fields are left empty.'] },
      },
    });
    await expect(fleet().tms.reference()).rejects.toThrow(
      'Alvys POST /api/p/v1/drivers/search failed with HTTP 400: One or more validation errors occurred. — status: Status is required if the other fields are left empty.',
    );
    expect(sleeps).toEqual([]);
  });

  it('rejects a malformed answer with a message naming the field, not a crash', async () => {
    fake.script('/api/p/v1/trucks/search', {
      status: 200,
      body: { Page: 0, PageSize: 2, Total: 1, Items: [{ Id: 'truck-9', Status: 'Active' }] },
    });
    await expect(fleet().tms.reference()).rejects.toThrow(
      /trucks\/search answered an unexpected shape: items\.0\.truckNum: /,
    );

    fake.script('/api/p/v1/trips/search', { status: 200, body: '<html>gateway</html>' });
    await expect(fleet().tms.tripsChangedSince(null)).rejects.toThrow(
      /trips\/search answered something that is not JSON: <html>gateway<\/html>/,
    );
  });

  it('rejects unreadable times in a trip with the trip named', async () => {
    fake.data.trips = [trip({ ReleasedAt: 'yesterday-ish' })];
    await expect(fleet().tms.tripsChangedSince(null)).rejects.toThrow(
      /Alvys trip T1001 \(trip-1\) could not be read: .*unreadable time: "yesterday-ish"/,
    );
  });

  it('bounds every request by the timeout and retries it', async () => {
    fake.script('/api/p/v1/trailers/search', { delayMs: 1_000 }, { delayMs: 1_000 });
    await expect(fleet({ requestTimeoutMs: 150, maxAttempts: 2 }).tms.reference()).rejects.toThrow(
      /trailers\/search timed out after 150 ms \(2 attempts\)/,
    );
    expect(fake.requestsTo('/api/p/v1/trailers/search')).toHaveLength(2);
  });

  it('ends paging at a 404 past the first page (what Alvys answers beyond the last page)', async () => {
    fake.data.trucks = fake.data.trucks.slice(0, 4);
    fake.omitTotal = true;
    const reference = await fleet().tms.reference();
    expect(reference.trucks).toHaveLength(4);
    expect(fake.requestsTo('/api/p/v1/trucks/search').map((r) => r.body!.page)).toEqual([0, 1, 2]);
  });

  it('reads truck positions from the inbound visibility history of the trips in progress', async () => {
    const pings = await fleet().eld.positionsSince('2026-11-23T10:00:00.000Z');

    expect(fake.requestsTo('/api/p/v1/trips/search')[0]!.body).toMatchObject({
      status: ['Dispatched', 'InTransit'],
    });
    const history = fake.requestsTo('/api/p/v1/visibility/inbound/L501/history');
    expect(history.length).toBeGreaterThan(0);
    expect(history[0]!.method).toBe('GET');
    expect(history[0]!.authorization).toBe('Bearer token-1');
    expect(pings).toEqual([
      {
        truckId: 'truck-1',
        at: '2026-11-23T13:00:00.000Z',
        lat: 36.1627,
        lng: -86.7816,
        speedMph: 0,
        address: 'Nashville, TN',
      },
    ]);
  });

  it('reports no HOS, reefer or trailer-tracking data: those are not connected through Alvys', async () => {
    const providers = fleet();
    expect(await providers.eld.hosClocksSince(null)).toEqual([]);
    expect(await providers.eld.hosDays()).toEqual([]);
    expect(await allPages(providers.reefer.readingsSince(null))).toEqual([]);
    expect(await providers.trailers.positionsSince(null)).toEqual([]);
    expect(await fleet({ positions: 'none' }).eld.positionsSince(null)).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it('refuses a configuration without credentials', () => {
    expect(() =>
      createAlvysFleet({
        baseUrl: 'https://integrations.alvys.com',
        clientId: '',
        clientSecret: 'x',
      }),
    ).toThrow('Alvys configuration: clientId is required');
  });
});
