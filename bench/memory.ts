/**
 * Resident memory of the whole product on the embedded default (every process it runs): after
 * start (once the demo fleets have synced and 5 s have passed), after 200 sign-ins and page loads,
 * measured from /proc. Target ≤ 600 MiB idle (issue 19).
 */
import { FLEET_PATHS } from '@fleet/contracts';
import { RUNNER, residentBytes, startEmbedded, waitForLoginPage } from './embedded-process';

async function waitForDemoTrips(baseUrl: string): Promise<void> {
  const signIn = await fetch(`${baseUrl}/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dispatcher@demo.test', password: 'dispatch-demo' }),
  });
  const { access_token } = (await signIn.json()) as { access_token: string };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const summary = await fetch(`${baseUrl}${FLEET_PATHS.summary}`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    if (summary.ok && ((await summary.json()) as { activeTrips: number }).activeTrips > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the demo fleet did not sync within 120 s');
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const { product } = startEmbedded();
try {
  await waitForLoginPage(product.baseUrl);
  // Idle means settled: the demo fleets' first sync done (the carrier's home has trips), then
  // 5 s of nothing. A sign-in answers during that sync, so the login page alone is too early.
  await waitForDemoTrips(product.baseUrl);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const pid = product.child.pid!;
  const idle = residentBytes(pid);
  for (let i = 0; i < 200; i++) {
    const signIn = await fetch(`${product.baseUrl}/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: i % 2 ? 'dispatcher@demo.test' : 'broker@demo.test',
        password: i % 2 ? 'dispatch-demo' : 'broker-demo',
      }),
      // Each request from its own address would trip no limit; one address is the honest case.
    });
    const { access_token } = (await signIn.json()) as { access_token: string };
    await fetch(`${product.baseUrl}/v1/me`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    await fetch(`${product.baseUrl}/home`);
  }
  const busy = residentBytes(pid);
  console.log(
    `resident memory (${RUNNER}): idle ${mib(idle)}, after 200 sessions ${mib(busy)} (target ≤ 600 MiB idle)`,
  );
} finally {
  await product.stop();
}
