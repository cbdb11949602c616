import { signupFlowStatusSchema, VOICE_PATHS } from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_PHONE_MESSAGES } from '../../calls/domain/phone';
import { runVoiceAdmin } from '../../cli/run-voice-admin';
import { seedVoiceDemo } from '../../demo/seed-voice-demo';
import { eventually, useIdentity, useVoice } from '../../http/test-harness';

const ids = useIdentity();

const CARRIER_INFO = {
  representative_name: 'Dana Dispatch',
  company_name: 'Demo Carrier LLC',
  mc_number: 'MC123456',
  base_location: 'Dallas, TX',
  timezone: 'US/Central',
  email: 'ops@demo-carrier.test',
  phone: '(312) 555-0142',
  equipment_type: '',
};

describe.each(testBackends())('voice onboarding on $name', (backend) => {
  const h = useVoice(backend, ids);
  const carrierToken = () => ids.carrier.access_token;
  const brokerToken = () => ids.broker.access_token;
  const status = async (token: string) => {
    const response = await h.call('GET', VOICE_PATHS.signupFlowStatus, token);
    expect(response.status).toBe(200);
    return signupFlowStatusSchema.parse(response.body);
  };
  const admin = async (...argv: string[]) => {
    const out: string[] = [];
    const code = await runVoiceAdmin(argv, {
      out: (l) => out.push(l),
      err: (l) => out.push(l),
      env: {},
      db: h.db,
    });
    return { code, text: out.join('\n') };
  };

  it('when a carrier goes through the wizard and is approved, then signup is no longer required', async () => {
    expect(await status(carrierToken())).toEqual({
      is_signup_flow_required: true,
      is_broker_usecase: false,
      is_carrier_usecase: true,
      is_broker_signup_flow_required: false,
      caller_id: null,
      caller_id_verified: false,
      signup_errors: [],
      skip_carrier_info: false,
      carrier_info_submitted: false,
    });

    const registered = await h.call('POST', VOICE_PATHS.registerCallerId, carrierToken(), {
      phone_number: '+1 (312) 555-0142',
      extension: '12',
    });
    expect(registered.status).toBe(200);
    expect(registered.body).toEqual({
      validation_code: expect.stringMatching(/^\d{6}$/),
      status: 'calling',
    });

    // The simulated verification call keys the code in; the wizard polls the status.
    const verified = await eventually(async () => {
      const s = await status(carrierToken());
      return s.caller_id_verified ? s : undefined;
    });
    expect(verified).toMatchObject({ caller_id: '+13125550142', signup_errors: [] });
    expect(verified.is_signup_flow_required).toBe(true);

    // Not approvable yet: the carrier details are missing.
    const early = await admin('voice:approve', ids.carrier.user.account_id);
    expect(early.code).toBe(1);
    expect(early.text).toContain('no carrier details');

    const info = await h.call('POST', VOICE_PATHS.updateCarrierInfo, carrierToken(), CARRIER_INFO);
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      status: 'success',
      data: { ...CARRIER_INFO, phone: '+13125550142' },
    });

    expect(await status(carrierToken())).toMatchObject({ carrier_info_submitted: true });

    const shown = await admin('voice:status', ids.carrier.user.account_id);
    expect(shown.code).toBe(0);
    expect(shown.text).toContain('+13125550142');
    expect(shown.text).toContain('Demo Carrier LLC');
    expect(shown.text).toMatch(/approved:\s+no/);

    const approved = await admin('voice:approve', ids.carrier.user.account_id);
    expect(approved.code).toBe(0);
    expect(approved.text).toContain('Approved');

    expect(await status(carrierToken())).toMatchObject({
      is_signup_flow_required: false,
      caller_id: '+13125550142',
      caller_id_verified: true,
    });
    // The other account's signup is its own.
    expect(await status(brokerToken())).toMatchObject({
      is_signup_flow_required: true,
      is_broker_usecase: true,
      is_carrier_usecase: false,
      is_broker_signup_flow_required: true,
      caller_id: null,
    });
  });

  it('when the demo is seeded, then its carrier is approved and can book at once', async () => {
    const demo = {
      accountId: ids.carrier.user.account_id,
      useCase: 'carrier' as const,
      callerId: '+12145550142',
      carrierInfo: { ...CARRIER_INFO, timezone: 'US/Central' as const, phone: '+12145550142' },
    };
    await seedVoiceDemo(h.db, [demo]);
    await seedVoiceDemo(h.db, [demo]); // idempotent
    expect(await status(carrierToken())).toMatchObject({
      is_signup_flow_required: false,
      caller_id: '+12145550142',
      caller_id_verified: true,
      carrier_info_submitted: true,
    });
  });

  it('when the phone number is not valid, then 400 carries the spec message and nothing changes', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, ONBOARDING_PHONE_MESSAGES.required],
      [{ phone_number: '  ' }, ONBOARDING_PHONE_MESSAGES.required],
      [{ phone_number: '312 555 0142' }, ONBOARDING_PHONE_MESSAGES.countryCode],
      [{ phone_number: '+1 555 010 0006' }, ONBOARDING_PHONE_MESSAGES.invalid],
      [{ phone_number: '+1abc' }, ONBOARDING_PHONE_MESSAGES.format],
    ];
    for (const [body, detail] of cases) {
      const response = await h.call('POST', VOICE_PATHS.registerCallerId, carrierToken(), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.detail).toBe(detail);
    }
    const badExtension = await h.call('POST', VOICE_PATHS.registerCallerId, carrierToken(), {
      phone_number: '+13125550142',
      extension: '12a',
    });
    expect(badExtension.status).toBe(400);
    expect(badExtension.body.detail).toBe('extension: extension must be up to 8 digits');
    expect(await h.db.query('SELECT validation_code FROM voice_accounts')).toEqual([]);
  });

  it('when carrier details are not valid, then 400 names the field', async () => {
    const badEmail = await h.call('POST', VOICE_PATHS.updateCarrierInfo, carrierToken(), {
      ...CARRIER_INFO,
      email: 'not-an-address',
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.detail).toBe('email: Please enter a valid email address');
    const missing = await h.call('POST', VOICE_PATHS.updateCarrierInfo, carrierToken(), {
      ...CARRIER_INFO,
      company_name: '',
      timezone: 'Europe/Paris',
    });
    expect(missing.status).toBe(400);
    expect(String(missing.body.detail)).toContain('company_name: company_name is required');
    expect(String(missing.body.detail)).toContain('timezone:');
    const badPhone = await h.call('POST', VOICE_PATHS.updateCarrierInfo, carrierToken(), {
      ...CARRIER_INFO,
      phone: '12',
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.detail).toBe('phone: Please enter a valid phone number');
  });

  it('when skip-carrier-info is turned on for an account, then the wizard skips step 2 and approval needs no details', async () => {
    await status(brokerToken());
    const on = await admin('voice:skip-carrier-info', ids.broker.user.account_id, 'on');
    expect(on.code).toBe(0);
    expect((await status(brokerToken())).skip_carrier_info).toBe(true);
    expect((await status(carrierToken())).skip_carrier_info).toBe(false);

    const registered = await h.call('POST', VOICE_PATHS.registerCallerId, brokerToken(), {
      phone_number: '+13125550177',
      is_broker_usecase: true,
    });
    expect(registered.status).toBe(200);
    await eventually(async () =>
      (await status(brokerToken())).caller_id_verified ? true : undefined,
    );
    expect((await status(brokerToken())).is_broker_signup_flow_required).toBe(false);
    expect((await admin('voice:approve', ids.broker.user.account_id)).code).toBe(0);
    expect((await status(brokerToken())).is_signup_flow_required).toBe(false);
    expect((await status(carrierToken())).is_signup_flow_required).toBe(true);
  });

  it('when the admin command is misused, then it explains itself with exit codes 1 and 2', async () => {
    expect((await admin()).code).toBe(2);
    expect((await admin('voice:nope')).code).toBe(2);
    expect((await admin('voice:approve')).code).toBe(2);
    const unknown = await admin('voice:approve', 'no-such-account');
    expect(unknown.code).toBe(1);
    expect(unknown.text).toContain('has not started Voice AI signup');
    const forced = await admin('voice:approve', 'no-such-account', '--force');
    expect(forced.code).toBe(0);
    const listed = await admin('voice:list');
    expect(listed.text).toContain('no-such-account');
    expect((await admin('voice:revoke', 'no-such-account')).code).toBe(0);
    const json = await admin('voice:status', 'no-such-account', '--json');
    expect(JSON.parse(json.text)).toMatchObject({
      account_id: 'no-such-account',
      approved_at: null,
    });
  });

  it('when there is no token, then the onboarding routes answer 401', async () => {
    for (const [method, path] of [
      ['GET', VOICE_PATHS.signupFlowStatus],
      ['POST', VOICE_PATHS.registerCallerId],
      ['POST', VOICE_PATHS.updateCarrierInfo],
    ] as const) {
      expect(
        (await h.call(method, path, undefined, method === 'GET' ? undefined : {})).status,
      ).toBe(401);
    }
  });
});
