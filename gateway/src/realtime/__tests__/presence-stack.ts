/** A stack with the services the live channel talks to, and the dev admin signed in. */
import { MessageBus, PrefixedClientNats } from '@storefront/platform';
import { Client } from 'pg';
import { startStack } from '../../../../tests/support/stack';
import { adminSession, AuthKit, NATS_URL, registeredUser } from '../../../../tests/support/auth-kit';
import { testNatsCredentials } from '../../../../tests/support/local-servers';

export interface Person {
  id: string;
  email: string;
  token: string;
}

export interface PresenceKit extends AuthKit {
  db: Client;
  admin: Person;
  user(label: string): Promise<Person>;
}

export async function startPresenceKit(env: Record<string, string> = {}): Promise<PresenceKit> {
  const stack = await startStack({
    services: ['auth', 'notifications', 'presence', 'admin'],
    env: { RATE_LIMIT_PER_IP: '500', RATE_LIMIT_PER_EMAIL: '20', ...env },
  });
  const bus = new MessageBus(
    new PrefixedClientNats({ servers: [NATS_URL], ...testNatsCredentials() }, stack.env.NATS_SUBJECT_PREFIX),
    10000,
  );
  const db = new Client({ connectionString: stack.database.url });
  await db.connect();
  const kit = {
    stack,
    bus,
    db,
    request: (subject, payload) => bus.request(subject, payload),
    close: async () => {
      await db.end();
      await bus.onApplicationShutdown();
      await stack.shutdown();
    },
  } as PresenceKit;
  // Signed in as an owner must be for the back office: with an authenticator app.
  const admin = await adminSession(kit);
  kit.admin = { id: admin.userId, email: admin.email, token: admin.token };
  kit.user = async (label) => {
    const { session, user, email } = await registeredUser(kit, label);
    return { id: user.id, email, token: session.access_token };
  };
  return kit;
}
