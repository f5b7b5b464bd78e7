/** An account with an authenticator app, and its codes, for the second-factor tests. */
import { Secret, TOTP } from 'otpauth';
import { AuthKit, authClient, call, registeredUser } from '../../../../../tests/support/auth-kit';

/** The code an authenticator app shows `offsetSteps` 30-second steps from now. */
export function totpCode(secret: string, offsetSteps = 0): string {
  const generator = new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 });
  return generator.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/** A code the app shows at none of the steps accepted now (the current one ±1). */
export function wrongTotpCode(secret: string): string {
  const accepted = new Set([-1, 0, 1].map((step) => totpCode(secret, step)));
  for (let step = 10; ; step++) {
    const code = totpCode(secret, step);
    if (!accepted.has(code)) return code;
  }
}

/** A user with one authenticator app confirmed; its secret and first recovery codes. */
export async function enrolledUser(kit: AuthKit, label: string) {
  const user = await registeredUser(kit, label);
  const auth = authClient(kit);
  await auth.setSession({
    access_token: user.session.access_token,
    refresh_token: user.session.refresh_token,
  });
  const enrolled = await auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  expect(enrolled.error).toBeNull();
  const factor = enrolled.data!;
  const challenge = await auth.mfa.challenge({ factorId: factor.id });
  expect(challenge.error).toBeNull();
  const verified = await call(kit, 'POST', `/auth/v1/factors/${factor.id}/verify`, {
    token: user.session.access_token,
    body: { challenge_id: challenge.data!.id, code: totpCode(factor.totp.secret) },
  });
  expect(verified.status).toBe(200);
  return {
    ...user,
    auth,
    factor,
    secret: factor.totp.secret,
    recoveryCodes: verified.body.recovery_codes as string[],
    verified: verified.body,
  };
}
