import { AUTH_ERRORS, type SessionTokens } from '@fleet/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Actor, createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import {
  type AuthSessionMachine,
  authSessionMachine,
  REFRESH_INTERVAL_MS,
} from './auth-session.machine';
import { selectAccessToken, selectIsSignedIn } from './selectors';
import type { SignOutInput } from './types';

// ---------------------------------------------------------------------------------------------
// Several tabs of one browser, each running the real machine, sharing what tabs really share:
// localStorage (whose writes reach the other tabs later, as storage events), one Web Lock, one
// clock, and the identity service (with its rotation and reuse rules). Every asynchronous step
// (a storage event, a lock grant, an answer from the server) is a task; fast-check chooses the
// order in which they run, so each run is one interleaving of the tabs.
// ---------------------------------------------------------------------------------------------

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);
const USER: SessionTokens['user'] = {
  id: 'user-1',
  email: 'dispatch@example.com',
  display_name: 'Dana Dispatcher',
  account_id: 'acct-1',
  account_name: 'Blue Line Freight',
  use_case: 'carrier',
};

/** The identity service as the tabs see it: one session, rotation, a reuse grace, revocation. */
class FakeIdentity {
  refreshCalls = 0;
  revoked = false;
  private issued = 0;
  private current = '';
  private previous: { token: string; answer: SessionTokens; at: number } | undefined;

  constructor(
    private readonly serverNow: () => number,
    private readonly graceMs: number,
  ) {}

  signIn(): SessionTokens {
    return this.issue();
  }

  refresh(token: string | undefined): SessionTokens {
    this.refreshCalls += 1;
    if (!this.revoked && token === this.current) {
      const answer = this.issue();
      this.previous = { token: token!, answer, at: this.serverNow() };
      return answer;
    }
    const previous = this.previous;
    if (!this.revoked && previous && token === previous.token) {
      if (this.serverNow() - previous.at <= this.graceMs) return previous.answer;
      this.revoked = true;
    }
    throw Object.assign(new Error(AUTH_ERRORS.invalidRefreshToken.message), {
      code: AUTH_ERRORS.invalidRefreshToken.code,
    });
  }

  private issue(): SessionTokens {
    this.issued += 1;
    this.current = `rt-${this.issued}`;
    return {
      access_token: `at-${this.issued}`,
      refresh_token: this.current,
      token_type: 'Bearer',
      expires_in: 3600,
      expires_at: this.serverNow() + 60 * MINUTE,
      user: USER,
    };
  }
}

interface Browser {
  clock: SimulatedClock;
  server: FakeIdentity;
  tabs: Actor<AuthSessionMachine>[];
  /** Runs queued tasks in the order `choose` picks until none is left. */
  settle(choose: (pending: number) => number): Promise<void>;
}

function createBrowser(options: {
  tabs: number;
  browserAheadMs: number;
  graceMs: number;
}): Browser {
  const clock = new SimulatedClock();
  clock.set(T0 + options.browserAheadMs);
  const server = new FakeIdentity(() => clock.now() - options.browserAheadMs, options.graceMs);
  const tasks: (() => void)[] = [];
  let stored: string | null = null;
  const tabs: Actor<AuthSessionMachine>[] = [];

  // One Web Lock: granted to one request at a time, in order, each grant a task of its own.
  const lock = {
    holder: undefined as object | undefined,
    queue: [] as { id: object; grant: () => void }[],
    request(id: object, grant: () => void) {
      this.queue.push({ id, grant });
      this.pump();
    },
    release(id: object) {
      this.queue = this.queue.filter((waiter) => waiter.id !== id);
      if (this.holder === id) this.holder = undefined;
      this.pump();
    },
    pump() {
      if (this.holder || this.queue.length === 0) return;
      const next = this.queue.shift()!;
      this.holder = next.id;
      tasks.push(next.grant);
    },
  };

  const read = (): SessionTokens | null => (stored ? (JSON.parse(stored) as SessionTokens) : null);
  const write = (writer: number, value: SessionTokens | null) => {
    stored = value ? JSON.stringify(value) : null;
    // A storage event reaches every other tab, later, with the value written.
    tabs.forEach((tab, index) => {
      if (index === writer) return;
      const session = value ? (JSON.parse(stored!) as SessionTokens) : null;
      tasks.push(() => tab.send({ type: 'session.storageChanged', session }));
    });
  };
  const later = <T>(work: () => T) =>
    new Promise<T>((resolve, reject) => {
      tasks.push(() => {
        try {
          resolve(work());
        } catch (error) {
          reject(error);
        }
      });
    });

  for (let index = 0; index < options.tabs; index += 1) {
    const machine = authSessionMachine.provide({
      actors: {
        loadStoredSession: fromPromise(() => later(read)),
        signIn: fromPromise(() => later(() => server.signIn())),
        refreshSession: fromPromise(({ input }: { input: { refreshToken: string | undefined } }) =>
          later(() => server.refresh(input.refreshToken)),
        ),
        signOut: fromPromise<void, SignOutInput>(async () => {}),
        refreshLock: fromCallback(({ sendBack }) => {
          const id = {};
          lock.request(id, () => sendBack({ type: 'lock.acquired', stored: read() }));
          return () => lock.release(id);
        }),
      },
      actions: {
        persistSession: (_, { session, clockSkewMs }) =>
          write(index, { ...session, clock_skew_ms: clockSkewMs }),
        clearStoredSession: () => write(index, null),
      },
    });
    tabs.push(createActor(machine, { clock, input: { now: () => clock.now() } }));
  }

  return {
    clock,
    server,
    tabs,
    async settle(choose) {
      for (let step = 0; step < 10_000; step += 1) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (tasks.length === 0) return;
        const [task] = tasks.splice(choose(tasks.length) % tasks.length, 1);
        task!();
      }
      throw new Error('the tabs never settled');
    },
  };
}

/** The first tab signs in; the others open afterwards and restore the stored session. */
async function signedInTabs(browser: Browser, choose: (pending: number) => number) {
  const [first, ...others] = browser.tabs;
  first!.start();
  await browser.settle(choose);
  first!.send({ type: 'session.signIn', email: USER.email, password: 'secret' });
  await browser.settle(choose);
  for (const tab of others) tab.start();
  await browser.settle(choose);
  for (const tab of browser.tabs) expect(tab.getSnapshot().value).toEqual({ signedIn: 'active' });
}

const scheduleArb = fc.array(fc.nat(), { minLength: 1, maxLength: 200 });
const chooser = (schedule: number[]) => {
  let step = 0;
  return (pending: number) => schedule[step++ % schedule.length]! % pending;
};

describe('auth-session with several tabs', () => {
  it('at every hourly refresh exactly one tab refreshes and every tab ends with its session, in any interleaving', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 4 }),
        fc.constantFrom(0, 2 * 60 * MINUTE, -45 * MINUTE),
        scheduleArb,
        async (tabCount, browserAheadMs, schedule) => {
          // No grace on this server: a second use of a spent token is treated as theft, so only
          // a real single flight keeps the session.
          const browser = createBrowser({ tabs: tabCount, browserAheadMs, graceMs: 0 });
          const choose = chooser(schedule);
          await signedInTabs(browser, choose);

          for (let hour = 1; hour <= 3; hour += 1) {
            browser.clock.increment(REFRESH_INTERVAL_MS);
            await browser.settle(choose);
            expect(browser.server.revoked).toBe(false);
            expect(browser.server.refreshCalls).toBe(hour);
            const tokens = browser.tabs.map((tab) => selectAccessToken(tab.getSnapshot()));
            expect(new Set(tokens)).toEqual(new Set([`at-${hour + 1}`]));
            for (const tab of browser.tabs) {
              expect(tab.getSnapshot().value).toEqual({ signedIn: 'active' });
            }
          }
          for (const tab of browser.tabs) tab.stop();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a tab opened after the token expired (the morning after) refreshes once for all tabs', async () => {
    await fc.assert(
      fc.asyncProperty(scheduleArb, async (schedule) => {
        const browser = createBrowser({ tabs: 3, browserAheadMs: 0, graceMs: 0 });
        const choose = chooser(schedule);
        const [first, ...others] = browser.tabs;
        first!.start();
        await browser.settle(choose);
        first!.send({ type: 'session.signIn', email: USER.email, password: 'secret' });
        await browser.settle(choose);
        first!.stop();
        // Overnight: the stored session expired; three tabs open at once.
        browser.clock.increment(10 * 60 * MINUTE);
        for (const tab of others) tab.start();
        await browser.settle(choose);
        expect(browser.server.refreshCalls).toBe(1);
        expect(browser.server.revoked).toBe(false);
        for (const tab of others) expect(selectIsSignedIn(tab.getSnapshot())).toBe(true);
        for (const tab of others) tab.stop();
      }),
      { numRuns: 40 },
    );
  });

  it('a browser clock hours ahead of the server neither refreshes early nor loops', async () => {
    const browser = createBrowser({ tabs: 1, browserAheadMs: 3 * 60 * MINUTE, graceMs: 0 });
    await signedInTabs(browser, () => 0);
    browser.clock.increment(REFRESH_INTERVAL_MS - 1);
    await browser.settle(() => 0);
    expect(browser.server.refreshCalls).toBe(0);
    browser.clock.increment(1);
    await browser.settle(() => 0);
    expect(browser.server.refreshCalls).toBe(1);
    expect(browser.tabs[0]!.getSnapshot().value).toEqual({ signedIn: 'active' });
    browser.tabs[0]!.stop();
  });
});
