/**
 * Resident memory of the whole product on the embedded default (every process it runs): after
 * start, after 200 sign-ins and page loads, measured from /proc. Target ≤ 600 MiB idle (issue 19).
 */
import { RUNNER, residentBytes, startEmbedded, waitForLoginPage } from './embedded-process';

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const { product } = startEmbedded();
try {
  await waitForLoginPage(product.baseUrl);
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
