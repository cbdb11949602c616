import {
  activeCallsResponseSchema,
  callBrokerResponseSchema,
  callDetailSchema,
  callHistoryResponseSchema,
  type DispatchLiveMessage,
  VOICE_PATHS,
  voicePath,
} from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  approve,
  bookingBody,
  eventually,
  INTERNAL_TOKEN,
  useIdentity,
  useVoice,
  type VoiceHarness,
  watch,
} from '../../http/test-harness';
import { REPLICA_GONE_REASON } from '../domain/call-leases';
import { SHUTDOWN_REASON } from '../domain/call-manager';

const ids = useIdentity();

/** Simulated brokers (providers/telephony/simulated/personas.ts): the last four digits pick the behaviour. */
const NEGOTIATOR = '+1-555-010-0006';
const NO_ANSWER = '+1-555-010-0001';
const BUSY = '+1-555-010-0002';
const COOPERATIVE = '+1-555-010-0008';

async function startCall(h: VoiceHarness, token: string, body: Record<string, unknown>) {
  const response = await h.call('POST', VOICE_PATHS.callBroker, token, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return callBrokerResponseSchema.parse(response.body).uid;
}

async function detailOf(h: VoiceHarness, token: string, id: string) {
  const response = await h.call('GET', `${VOICE_PATHS.calls}/${id}`, token);
  expect(response.status).toBe(200);
  return callDetailSchema.parse(response.body);
}

async function ended(h: VoiceHarness, token: string, id: string) {
  return eventually(async () => {
    const detail = await detailOf(h, token, id);
    return detail.status === 'in_progress' ? undefined : detail;
  });
}

describe.each(testBackends())('dispatch calls on $name', (backend) => {
  const h = useVoice(backend, ids, { approvalTimeoutMs: 3_600_000 });
  const carrier = () => ids.carrier.access_token;
  const broker = () => ids.broker.access_token;
  const carrierAccount = () => ids.carrier.user.account_id;

  it('when the call start is not valid, then 400 names the field and nothing is stored', async () => {
    await approve(h.db, carrierAccount());
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [bookingBody(''), 'phone_number: Please enter a broker phone number'],
      [bookingBody('12'), 'phone_number: Please enter a valid phone number.'],
      [bookingBody('call me maybe'), 'phone_number: Please enter a valid phone number.'],
      [
        bookingBody(NEGOTIATOR, { rate_range: { min: 0, max: 0 } }),
        'rate_range: Please enter a desired rate range',
      ],
      [
        bookingBody(NEGOTIATOR, { rate_range: { min: 3000, max: 2000 } }),
        'rate_range: min must not be above max',
      ],
      [bookingBody(NEGOTIATOR, { rate_range: { min: -5, max: 10 } }), /^rate_range\.min: /],
      [bookingBody(NEGOTIATOR, { details_only: 'yes' }), /^details_only: /],
      [
        bookingBody(NEGOTIATOR, { extension: '12#' }),
        'extension: extension must be up to 8 digits',
      ],
      [bookingBody(NEGOTIATOR, { equipment_type: 'spaceship' }), /^equipment_type: /],
      [bookingBody(NEGOTIATOR, { load_details_text: 'x'.repeat(20_001) }), /^load_details_text: /],
    ];
    for (const [body, detail] of cases) {
      const response = await h.call('POST', VOICE_PATHS.callBroker, carrier(), body);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      if (typeof detail === 'string') expect(response.body.detail).toBe(detail);
      else expect(String(response.body.detail)).toMatch(detail);
    }
    const malformed = await fetch(`${h.base}/voice/call-broker`, {
      method: 'POST',
      headers: { authorization: `Bearer ${carrier()}`, 'content-type': 'application/json' },
      body: '{"phone_number":',
    });
    expect(malformed.status).toBe(400);
    expect(await h.db.query('SELECT id FROM dispatch_calls')).toEqual([]);
  });

  it('when the account signup is not approved, then call-broker answers 403 and starts nothing', async () => {
    const response = await h.call(
      'POST',
      VOICE_PATHS.callBroker,
      carrier(),
      bookingBody(NEGOTIATOR),
    );
    expect(response.status).toBe(403);
    expect(response.body.detail).toBe('Voice AI signup is not complete.');
    expect(await h.db.query('SELECT id FROM dispatch_calls')).toEqual([]);
  });

  it('when a negotiating broker agrees and the dispatcher approves, then the load is booked', async () => {
    await approve(h.db, carrierAccount());
    const id = await startCall(h, carrier(), bookingBody(NEGOTIATOR));

    const approvals: string[] = [];
    const watched = watch(h.base, id, {
      onMessage: (message) => {
        if (message.type !== 'dispatcher_approval_request') return;
        approvals.push(message.call_id);
        void h.call('POST', `${VOICE_PATHS.sessionsUpdate}?uid=${id}`, carrier(), {
          update_type: 'LOAD_APPROVAL',
          context_update: { load_details: message.loadDetails },
        });
      },
    });
    const { messages, code } = await watched;
    expect(code).toBe(1000);
    expect(approvals).toEqual([id]);
    expect(messages[0]).toMatchObject({ type: 'connection_status', call_id: id });
    const last = messages.at(-1)!;
    expect(last).toMatchObject({ type: 'connection_status', status: 'completed' });
    expect(messages.some((m) => m.type === 'approval_resolved' && m.decision === 'approved')).toBe(
      true,
    );
    expectTranscriptInOrder(messages);

    const detail = await ended(h, carrier(), id);
    expect(detail).toMatchObject({
      id,
      status: 'completed',
      call_status: 'completed',
      outcome: 'booked',
      details_only: false,
      initiator: 'web',
      to_number: '+15550100006',
      from_number: '+13125550100',
      rate_range: { min: 2000, max: 2600 },
      desired_rate: { min: 2000, max: 2600 },
    });
    expect(detail.booked_rate).toBeGreaterThanOrEqual(2000);
    expect(detail.booked_rate).toBeLessThanOrEqual(2600);
    expect(detail.call_duration).toBeGreaterThan(0);
    expect(detail.completed_at).not.toBeNull();
    expect(detail.transcript.length).toBeGreaterThan(4);
    expect(detail.transcript.map((t) => t.message)).toEqual(
      messages.filter((m) => m.type === 'update_conversation').map((m) => m.message),
    );
    expect(detail.update_history.length).toBeGreaterThan(0);
    expect(detail.load_details?.truck_location).toBe('Dallas, TX');

    // A watcher that comes after the end gets the final state, then 1000.
    const late = await watch(h.base, id);
    expect(late.code).toBe(1000);
    expect(late.messages.at(-1)).toMatchObject({ type: 'connection_status', status: 'completed' });
    expect(late.messages.filter((m) => m.type === 'update_conversation')).toHaveLength(
      detail.transcript.length,
    );

    const control = await h.call('POST', `${VOICE_PATHS.sessionsUpdate}?uid=${id}`, carrier(), {
      update_type: 'TERMINATE_CALL',
      context_update: {},
    });
    expect(control.status).toBe(409);
    expect(control.body.detail).toBe('The call has already ended.');
  });

  it('when a watcher joins mid-call, then it gets the current state first, then live messages and 1000', async () => {
    await approve(h.db, carrierAccount());
    const id = await startCall(h, carrier(), bookingBody(NEGOTIATOR));
    // The agent holds the broker while it waits for the dispatcher's approval.
    const waiting = await eventually(async () => {
      const r = await h.call('GET', `${VOICE_PATHS.activeCalls}?calls=${id}`, carrier());
      const [call] = activeCallsResponseSchema.parse(r.body).data;
      return call?.pending_approval ? call : undefined;
    });
    expect(waiting.status).toBe('in-progress');
    const lines = waiting.transcript.length;
    expect(lines).toBeGreaterThan(3);

    let approved = false;
    const { messages, code } = await watch(h.base, id, {
      onMessage: (message) => {
        if (approved || message.type !== 'dispatcher_approval_request') return;
        approved = true;
        void h.call('POST', `${VOICE_PATHS.sessionsUpdate}?uid=${id}`, carrier(), {
          update_type: 'LOAD_APPROVAL',
          context_update: {},
        });
      },
    });
    expect(code).toBe(1000);
    // Snapshot: status, every line said so far (by index), the extracted data, the open request.
    // (The broker may have said more since active_calls was read: the snapshot is a superset.)
    expect(messages[0]).toEqual({ type: 'connection_status', call_id: id, status: 'in-progress' });
    const said = messages.findIndex((m, i) => i > 0 && m.type !== 'update_conversation');
    expect(said - 1).toBeGreaterThanOrEqual(lines);
    expect(messages.slice(1, lines + 1)).toEqual(
      waiting.transcript.map((t, index) => ({
        type: 'update_conversation',
        call_id: id,
        index,
        sender: t.sender,
        message: t.message,
        timestamp: t.timestamp,
      })),
    );
    expect(messages[said]).toMatchObject({ type: 'update_extracted_data', call_id: id });
    expect(messages[said + 1]).toMatchObject({ type: 'dispatcher_approval_request', call_id: id });
    // Then live: the approval resolved, the agent's closing lines, the final status.
    const live = messages.slice(said + 2);
    expect(live.filter((m) => m.type !== 'update_conversation')[0]).toEqual({
      type: 'approval_resolved',
      call_id: id,
      decision: 'approved',
    });
    expect(live.some((m) => m.type === 'update_conversation')).toBe(true);
    expect(live.at(-1)).toMatchObject({ type: 'connection_status', status: 'completed' });
    expectTranscriptInOrder(messages);
    expect((await ended(h, carrier(), id)).outcome).toBe('booked');
  });

  it('when the dispatcher ends a running call, then it stops and is recorded as ended', async () => {
    await approve(h.db, carrierAccount());
    const id = await startCall(h, carrier(), bookingBody(NEGOTIATOR));
    let sent = false;
    const { messages, code } = await watch(h.base, id, {
      onMessage: (message) => {
        if (sent || message.type !== 'update_conversation' || message.index < 2) return;
        sent = true;
        void h.call('POST', `${VOICE_PATHS.sessionsUpdate}?uid=${id}`, carrier(), {
          update_type: 'TERMINATE_CALL',
          context_update: { reason: 'Dispatcher ended the call' },
        });
      },
    });
    expect(code).toBe(1000);
    const detail = await ended(h, carrier(), id);
    // Ended as the dispatcher asked: completed, not failed.
    expect(detail).toMatchObject({ status: 'completed', outcome: 'terminated' });
    expect(detail.booked_rate).toBeNull();
    expect(messages.at(-1)).toMatchObject({
      type: 'connection_status',
      status: detail.call_status,
    });
  });

  it('when the dispatcher rejects the load, then nothing is booked', async () => {
    await approve(h.db, carrierAccount());
    const id = await startCall(h, carrier(), bookingBody(NEGOTIATOR));
    await watch(h.base, id, {
      onMessage: (message) => {
        if (message.type !== 'dispatcher_approval_request') return;
        void h.call('POST', `${VOICE_PATHS.sessionsUpdate}?uid=${id}`, carrier(), {
          update_type: 'LOAD_REJECTION',
          context_update: {},
        });
      },
    });
    const detail = await ended(h, carrier(), id);
    expect(detail.outcome).toBe('rejected_by_dispatcher');
    expect(detail.booked_rate).toBeNull();
  });

  it('when the broker does not answer or is busy, then the call fails with that status', async () => {
    await approve(h.db, carrierAccount());
    const noAnswer = await startCall(h, carrier(), bookingBody(NO_ANSWER));
    const busy = await startCall(h, carrier(), bookingBody(BUSY, { details_only: true }));
    const a = await ended(h, carrier(), noAnswer);
    const b = await ended(h, carrier(), busy);
    expect(a).toMatchObject({ status: 'failed', call_status: 'no-answer', outcome: 'no_answer' });
    expect(b).toMatchObject({
      status: 'failed',
      call_status: 'busy',
      outcome: 'busy',
      details_only: true,
      rate_range: { min: 0, max: 0 },
      desired_rate: null,
    });
  });

  it('when calls are listed, then they are sorted in SQL, filtered and paged', async () => {
    await approve(h.db, carrierAccount());
    const numbers = [NO_ANSWER, BUSY, '+1-555-010-0003', '+1-555-010-0005', '+1-555-010-0010'];
    const made: string[] = [];
    for (const phone of numbers) made.push(await startCall(h, carrier(), bookingBody(phone)));
    for (const id of made) await ended(h, carrier(), id);
    const running = await startCall(h, carrier(), bookingBody(NEGOTIATOR));

    const list = async (body: Record<string, unknown>) => {
      const response = await h.call('POST', VOICE_PATHS.calls, carrier(), body);
      expect(response.status).toBe(200);
      return callHistoryResponseSchema.parse(response.body);
    };
    const all = await list({});
    expect(all.total).toBe(6);
    // Default: completed_at descending, the running call (no completed_at) first.
    expect(all.data[0]!.id).toBe(running);
    const byTo = await list({ sort_by: 'to_number', sort_order: 1, per_page: 100 });
    const tos = byTo.data.map((c) => c.to_number);
    expect(tos).toEqual([...tos].sort());
    const byToDesc = await list({ sort_by: 'to_number', sort_order: -1, per_page: 100 });
    expect(byToDesc.data.map((c) => c.to_number)).toEqual([...tos].reverse());

    const pages = [
      await list({ sort_by: 'created_at', sort_order: 1, per_page: 4, page: 1 }),
      await list({ sort_by: 'created_at', sort_order: 1, per_page: 4, page: 2 }),
    ];
    expect(pages[0]!.data).toHaveLength(4);
    expect(pages[1]!.data).toHaveLength(2);
    expect(pages.flatMap((p) => p.data.map((c) => c.id))).toEqual([...made, running]);

    // Stable tiebreak: every row has details_only false, so (created_at, id) decides.
    const tied = await list({ sort_by: 'details_only', sort_order: 1, per_page: 100 });
    expect(tied.data.map((c) => c.id)).toEqual([...made, running]);

    const inProgress = await list({ status: 'in_progress' });
    expect(inProgress.data.map((c) => c.id)).toEqual([running]);
    const failed = await list({ status: 'completed' });
    expect(failed.data.every((c) => c.status === 'completed')).toBe(true);

    for (const bad of [
      { sort_by: 'password' },
      { sort_order: 2 },
      { page: 0 },
      { per_page: 1000 },
      { status: 'done' },
    ]) {
      const response = await h.call('POST', VOICE_PATHS.calls, carrier(), bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(String(response.body.detail)).toMatch(new RegExp(`^${Object.keys(bad)[0]}: `));
    }
    await h.call('POST', `${VOICE_PATHS.sessionsUpdate}?uid=${running}`, carrier(), {
      update_type: 'TERMINATE_CALL',
      context_update: {},
    });
    await ended(h, carrier(), running);
  });

  it('when another account asks about a call, then every resource acts as if it did not exist', async () => {
    await approve(h.db, carrierAccount());
    const id = await startCall(h, carrier(), bookingBody(NEGOTIATOR));

    // The owner sees it everywhere.
    const mine = await h.call(
      'GET',
      `${VOICE_PATHS.activeCalls}?calls=${id}&calls=unknown-id`,
      carrier(),
    );
    expect(activeCallsResponseSchema.parse(mine.body).data.map((c) => c.uid)).toEqual([id]);
    expect(
      (await h.call('GET', voicePath(VOICE_PATHS.topic, { kind: 'watch', id: id }), carrier()))
        .body,
    ).toEqual({
      account_id: carrierAccount(),
    });

    // The other account, without VOICE_AI, is refused at the flag; with it, it sees nothing.
    expect((await h.call('GET', `${VOICE_PATHS.activeCalls}?calls=${id}`, broker())).status).toBe(
      403,
    );
    await ids.identity.setFlag(ids.broker.user.account_id, 'VOICE_AI', true);
    onTestFinished(() => ids.identity.setFlag(ids.broker.user.account_id, 'VOICE_AI', false));
    await h.restart(); // a fresh service: no flag answer cached
    const theirs = await h.call('GET', `${VOICE_PATHS.activeCalls}?calls=${id}`, broker());
    expect(theirs).toEqual({ status: 200, body: { data: [] } });
    const control = await h.call('POST', `${VOICE_PATHS.sessionsUpdate}?uid=${id}`, broker(), {
      update_type: 'TERMINATE_CALL',
      context_update: {},
    });
    expect(control.status).toBe(404);
    expect(control.body.detail).toBe('Call not found');
    const listed = await h.call('POST', VOICE_PATHS.calls, broker(), {});
    expect(listed.body).toEqual({ total: 0, data: [] });
    const detail = await h.call('GET', `${VOICE_PATHS.calls}/${id}`, broker());
    expect(detail.status).toBe(404);
    expect(detail.body.detail).toBe('Call not found');
    expect(
      (await h.call('GET', voicePath(VOICE_PATHS.topic, { kind: 'watch', id: id }), broker()))
        .status,
    ).toBe(404);
    const brokerStatus = await h.call('GET', VOICE_PATHS.signupFlowStatus, broker());
    expect(brokerStatus.body.is_signup_flow_required).toBe(true);
    expect(
      (await h.call('POST', VOICE_PATHS.callBroker, broker(), bookingBody(NEGOTIATOR))).status,
    ).toBe(403);
    // A user token is no service token: the watch socket refuses it.
    expect((await watch(h.base, id, { token: broker() })).code).toBe(-401);

    // Unknown ids everywhere.
    expect((await h.call('GET', `${VOICE_PATHS.calls}/nope`, carrier())).status).toBe(404);
    expect(
      (await h.call('GET', voicePath(VOICE_PATHS.topic, { kind: 'watch', id: 'nope' }), carrier()))
        .status,
    ).toBe(404);
    expect(
      (
        await h.call(
          'GET',
          voicePath(VOICE_PATHS.topic, { kind: 'load-offer-campaign-watcher', id: id }),
          carrier(),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await h.call('POST', `${VOICE_PATHS.sessionsUpdate}?uid=nope`, carrier(), {
          update_type: 'TERMINATE_CALL',
          context_update: {},
        })
      ).status,
    ).toBe(404);
    expect((await watch(h.base, 'nope')).code).toBe(-404);

    await h.call('POST', `${VOICE_PATHS.sessionsUpdate}?uid=${id}`, carrier(), {
      update_type: 'TERMINATE_CALL',
      context_update: {},
    });
    await ended(h, carrier(), id);
  });

  it('when a session update is not valid, then 400 names the field', async () => {
    await approve(h.db, carrierAccount());
    const id = await startCall(h, carrier(), bookingBody(NEGOTIATOR));
    const bad = await h.call('POST', `${VOICE_PATHS.sessionsUpdate}?uid=${id}`, carrier(), {
      update_type: 'EXPLODE',
      context_update: {},
    });
    expect(bad.status).toBe(400);
    expect(String(bad.body.detail)).toMatch(/^update_type: /);
    const hopIn = await h.call('POST', `${VOICE_PATHS.sessionsUpdate}?uid=${id}`, carrier(), {
      update_type: 'ADD_PARTICIPANT',
      context_update: { introduction: 'Hi, this is Dana, the dispatcher.', hop_in: false },
    });
    expect(hopIn.status).toBe(400);
    expect(String(hopIn.body.detail)).toMatch(/^context_update\.hop_in: /);
    const noUid = await h.call('POST', VOICE_PATHS.sessionsUpdate, carrier(), {
      update_type: 'TERMINATE_CALL',
      context_update: {},
    });
    expect(noUid.status).toBe(400);
    const noApproval = await h.call('POST', `${VOICE_PATHS.sessionsUpdate}?uid=${id}`, carrier(), {
      update_type: 'LOAD_APPROVAL',
      context_update: {},
    });
    expect([409, 200]).toContain(noApproval.status);
    await h.call('POST', `${VOICE_PATHS.sessionsUpdate}?uid=${id}`, carrier(), {
      update_type: 'TERMINATE_CALL',
      context_update: {},
    });
    await ended(h, carrier(), id);
  });

  it('when the dispatcher hops in, then the agent introduces them on the call', async () => {
    await approve(h.db, carrierAccount());
    const id = await startCall(
      h,
      carrier(),
      bookingBody(COOPERATIVE, { dispatcher_approval_required: false }),
    );
    let sent = false;
    await watch(h.base, id, {
      onMessage: (message) => {
        if (sent || message.type !== 'update_conversation' || message.index < 1) return;
        sent = true;
        void h.call('POST', `${VOICE_PATHS.sessionsUpdate}?uid=${id}`, carrier(), {
          update_type: 'ADD_PARTICIPANT',
          context_update: { introduction: 'Dana the dispatcher is joining us.', hop_in: true },
        });
      },
    });
    const detail = await ended(h, carrier(), id);
    expect(detail.update_history.map((e) => `${e.type} ${e.details}`).join('\n')).toMatch(
      /hop|join|particip/i,
    );
  });

  it('when the service restarts, then a call left running is marked failed with the reason', async () => {
    await h.voice.close();
    await h.db.query(
      `INSERT INTO dispatch_calls (account_id, id, user_id, to_number, from_number, carrier_id,
         initiator, details_only, approval_required, rate_range, call_status)
       VALUES ($1, 'orphan-1', 'u', '+15550100006', '+13125550100', 'c', 'web', false, false,
         '{"min":1,"max":2}', 'connected')`,
      [carrierAccount()],
    );
    await h.restart();
    const detail = await detailOf(h, carrier(), 'orphan-1');
    expect(detail).toMatchObject({ status: 'failed', call_status: 'failed', outcome: 'failed' });
    expect(detail.completed_at).not.toBeNull();
    expect(detail.update_history.at(-1)).toMatchObject({ details: REPLICA_GONE_REASON });
    const [row] = await h.db.query<{ end_reason: string }>(
      `SELECT end_reason FROM dispatch_calls WHERE id = 'orphan-1'`,
    );
    expect(row!.end_reason).toBe(REPLICA_GONE_REASON);
  });

  it('when the service stops during a call, then the call is ended and recorded as failed first', async () => {
    await approve(h.db, carrierAccount());
    const id = await startCall(h, carrier(), bookingBody(NEGOTIATOR));
    const watched = watch(h.base, id);
    await watched.opened;
    await h.voice.close();
    const { messages, code } = await watched;
    expect(code).toBe(1000);
    expect(messages.at(-1)).toMatchObject({
      type: 'connection_status',
      status: 'failed',
      message: SHUTDOWN_REASON,
    });
    const [row] = await h.db.query<{ status: string; end_reason: string; completed_at: Date }>(
      'SELECT status, end_reason, completed_at FROM dispatch_calls WHERE id = $1',
      [id],
    );
    expect(row).toMatchObject({ status: 'failed', end_reason: SHUTDOWN_REASON });
    expect(row!.completed_at).not.toBeNull();
    await h.restart();
  });

  it('when the watch socket has no or a wrong service token, then the upgrade is refused', async () => {
    await approve(h.db, carrierAccount());
    const id = await startCall(h, carrier(), bookingBody(NO_ANSWER));
    expect((await watch(h.base, id, { token: 'wrong-token-wrong-token-wrong' })).code).toBe(-401);
    expect((await watch(h.base, id, { token: carrier() })).code).toBe(-401);
    expect((await watch(h.base, '..%2F..%2Fetc')).code).toBe(-404);
    expect((await watch(h.base, id, { token: INTERNAL_TOKEN })).code).toBe(1000);
  });
});

describe('watch socket without a service token (development)', () => {
  const [pglite] = testBackends();
  const h = useVoice(pglite!, ids, { internalToken: undefined, approvalTimeoutMs: 3_600_000 });

  it('when a user token of the owning account is presented, then the call can be watched', async () => {
    await approve(h.db, ids.carrier.user.account_id);
    const id = await startCall(h, ids.carrier.access_token, bookingBody(BUSY));
    expect((await watch(h.base, id, { token: ids.broker.access_token })).code).toBe(-404);
    const own = await watch(h.base, id, { token: ids.carrier.access_token });
    expect(own.code).toBe(1000);
    expect(own.messages.at(-1)).toMatchObject({ type: 'connection_status', status: 'busy' });
    expect((await watch(h.base, id, { token: 'garbage' })).code).toBe(-401);
  });
});

/** Transcript lines arrive once each, in index order, with no gap. */
function expectTranscriptInOrder(messages: DispatchLiveMessage[]) {
  const indexes = messages.flatMap((m) => (m.type === 'update_conversation' ? [m.index] : []));
  expect(indexes).toEqual(indexes.map((_, i) => i));
}
