import type { SchemaDatabase } from '@storefront/platform';
import { CreateDevMailbox1795363200000 } from './migrations/1795363200000-create-dev-mailbox';
import { CreateNotifications1795363260000 } from './migrations/1795363260000-create-notifications';
import { EventOutbox1800000000000 } from './migrations/1800000000000-event-outbox';
import { AccountEmails1802000000000 } from './migrations/1802000000000-account-emails';
import { NewSignInEmail1804300000000 } from './migrations/1804300000000-new-sign-in-email';
import { LowBalanceFunction1803500000000 } from './migrations/1803500000000-low-balance-function';
import { NotificationTextCodes1805000000000 } from './migrations/1805000000000-notification-text-codes';

/** Tables are defined by the migrations and queried with plain SQL in the repositories. */
export const notificationsDatabase: SchemaDatabase = {
  schema: 'notifications',
  outbox: true,
  entities: [],
  migrations: [
    CreateDevMailbox1795363200000,
    CreateNotifications1795363260000,
    EventOutbox1800000000000,
    AccountEmails1802000000000,
    NewSignInEmail1804300000000,
    LowBalanceFunction1803500000000,
    NotificationTextCodes1805000000000,
  ],
};
