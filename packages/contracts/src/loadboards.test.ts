import { describe, expect, it } from 'vitest';
import {
  datSearchRequestSchema,
  loadboardSettingRequestSchema,
  ratePerMile,
  truckPostRequestSchema,
  truckstopSearchRequestSchema,
} from './loadboards';

const place = { city: 'Chicago', state: 'il', radius_miles: 450 };

describe('load-board contracts', () => {
  it('when a search is valid, then states are upper-cased; a bad field is named', () => {
    const ok = datSearchRequestSchema.parse({
      origin: place,
      destination: { city: 'Dallas', state: 'TX', radius_miles: null },
      equipment: ['R'],
      earliest_pickup: '2026-11-26T00:00:00.000Z',
      latest_pickup: '2026-12-06T23:59:59.999Z',
    });
    expect(ok.origin.state).toBe('IL');
    const bad = datSearchRequestSchema.safeParse({
      origin: { ...place, radius_miles: 5000 },
      destination: place,
      equipment: ['R'],
      earliest_pickup: '2026-11-26T00:00:00.000Z',
      latest_pickup: '2026-11-20T00:00:00.000Z',
    });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['origin.radius_miles', 'latest_pickup']));
    expect(
      truckstopSearchRequestSchema
        .safeParse({
          origin: place,
          destination: place,
          equipment: [],
          earliest_pickup: 'tomorrow',
        })
        .error?.issues.map((i) => i.path.join('.')),
    ).toEqual(['equipment', 'earliest_pickup']);
  });

  it('a truck post needs the five enforced fields; destination is optional', () => {
    const ok = truckPostRequestSchema.parse({
      equipment_type: 'V',
      origin: { city: 'Dallas', state: 'TX' },
      earliest_pickup: '2026-11-27T08:00:00.000Z',
      length: 53,
      weight: 45_000,
    });
    expect(ok).toMatchObject({ is_full_load: true, comment: [''], origin: { zip_code: '' } });
    const missing = truckPostRequestSchema.safeParse({ origin: { city: 'Dallas', state: 'TX' } });
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['equipment_type', 'earliest_pickup', 'length', 'weight']),
    );
  });

  it('settings are per provider; rate per mile rounds up to cents', () => {
    expect(
      loadboardSettingRequestSchema.safeParse({
        provider: 'DAT',
        provider_settings: {
          dat_org_email: 'ops@carrier.test',
          dat_user_email: 'x',
          dat_client_secret: 's',
        },
      }).success,
    ).toBe(false);
    expect(ratePerMile(2000, 781)).toBe(2.57);
    expect(ratePerMile(2000, null)).toBeNull();
  });
});
