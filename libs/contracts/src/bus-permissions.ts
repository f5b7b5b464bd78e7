import { AdminEvents, AdminSubjects } from './admin';
import { ApprovalEvents, ApprovalSubjects } from './admin/approvals';
import { CustomerSubjects } from './admin/customer';
import { OverviewSubjects } from './admin/overview';
import { AdminUserSubjects } from './admin/users';
import {
  AccountSessionEvents,
  AccountSessionSubjects,
  PasswordChangeEvents,
  SignUpAttemptEvents,
} from './auth/account-sessions';
import { ApiKeyEvents, ApiKeySubjects } from './auth/api-keys';
import { AuthEvents } from './auth/events';
import { MfaSubjects } from './auth/mfa';
import { PasskeySubjects } from './auth/passkeys';
import { AuthSubjects } from './auth/requests';
import { SpendSubjects } from './credits/spends';
import { StatementSubjects } from './credits/statement';
import { CreditsEvents, CreditsSubjects } from './credits/subjects';
import { durableConsumerName, DurableEventSubject, isDurableEvent } from './durable-events';
import { HealthSubjects, SERVICE_NAMES } from './health';
import type { EventSubject, RequestSubject } from './message-map';
import { BroadcastEvents, BroadcastSubjects } from './notifications/broadcast';
import { EmailPreferencesSubjects } from './notifications/email-preferences';
import { EmailSubjects } from './notifications/email';
import { NotificationsEvents, NotificationSubjects } from './notifications/in-app';
import { PaymentsEvents, PaymentsSubjects } from './payments/subjects';
import { PresenceEvents, PresenceSubjects } from './presence';

/** Every process that connects to NATS has its own user: the six services and the gateway. */
export const BUS_USERS = [...SERVICE_NAMES, 'gateway'] as const;
export type BusUser = (typeof BUS_USERS)[number];

/**
 * The NATS user of the migrations step (`npm start`'s and `npm run migrate`'s, the Kubernetes
 * Job's, compose's `migrate`): the only one allowed to create, change or delete JetStream streams
 * and consumers. The processes only read through the durable consumers it made for them.
 */
export const MIGRATIONS_NATS_USER = 'migrations';

/** Every user of the generated NATS configuration: the bus users and the migrations step. */
export const NATS_USERS = [...BUS_USERS, MIGRATIONS_NATS_USER] as const;
export type NatsUser = (typeof NATS_USERS)[number];

/** What one bus user may do, besides replying to requests and reading its durable consumers. */
export interface BusPermissions {
  /** Request subjects it sends. */
  requests: readonly RequestSubject[];
  /** Events it publishes (plain or to the stream). */
  publishes: readonly EventSubject[];
  /** Events it hears through a plain subscription or the event stream. */
  listens: readonly EventSubject[];
}

/** Every request subject; each is answered by the service its first word names. */
export const REQUEST_SUBJECTS: readonly RequestSubject[] = [
  ...SERVICE_NAMES.map(HealthSubjects.check),
  ...[
    AuthSubjects,
    ApiKeySubjects,
    AccountSessionSubjects,
    MfaSubjects,
    PasskeySubjects,
    PaymentsSubjects,
    CreditsSubjects,
    SpendSubjects,
    StatementSubjects,
    NotificationSubjects,
    BroadcastSubjects,
    EmailSubjects,
    EmailPreferencesSubjects,
    PresenceSubjects,
    AdminSubjects,
    AdminUserSubjects,
    ApprovalSubjects,
    OverviewSubjects,
    CustomerSubjects,
  ].flatMap((group) => Object.values(group) as RequestSubject[]),
];

/** The request subjects a service answers (it subscribes to them in its queue group). */
export function servedSubjects(user: BusUser): RequestSubject[] {
  return REQUEST_SUBJECTS.filter((subject) => subject.startsWith(`${user}.`));
}

/**
 * Who may say what on the bus: the single source of the NATS server's authorization
 * (natsServerConfig below, written for k8s, compose, `npm start` and the tests). Each list is
 * what that process's code does (tests/deploy/bus-permissions.spec.ts reads the code and fails
 * when one is missing or left over): a service answers its own requests, publishes only its own
 * events and sends only the requests it needs. For example only the admin service may request
 * `credits.balance.adjust` (the gateway goes through the approvals of `admin.credits.adjust`),
 * and only auth may publish `auth.user.*`.
 */
export const BUS_PERMISSIONS: Record<BusUser, BusPermissions> = {
  auth: {
    requests: [EmailSubjects.send],
    publishes: [
      AccountSessionEvents.newDeviceSignIn,
      ApiKeyEvents.revoked,
      ApiKeyEvents.serviceKeyExpiring,
      AuthEvents.userDeleted,
      AuthEvents.userRegistered,
      AuthEvents.userSignedOut,
      AuthEvents.userStatusChanged,
      PasswordChangeEvents.changed,
      SignUpAttemptEvents.attempted,
    ],
    listens: [],
  },
  payments: {
    requests: [AuthSubjects.getUsers, CreditsSubjects.grantForPayment, CreditsSubjects.reversePayment],
    publishes: [PaymentsEvents.confirmed, PaymentsEvents.updated, PaymentsEvents.refundIssued],
    listens: [AuthEvents.userDeleted, PaymentsEvents.webhookReceived],
  },
  credits: {
    requests: [],
    // Written to the outbox by the ledger's trigger (services/credits/src/ledger/balance-events.sql.ts).
    publishes: [CreditsEvents.balanceChanged],
    listens: [AuthEvents.userRegistered],
  },
  notifications: {
    requests: [
      AuthSubjects.getUsers,
      AuthSubjects.listActiveUserIds,
      CreditsSubjects.getBalance,
      CreditsSubjects.setLowBalanceLevels,
      SpendSubjects.usage,
    ],
    publishes: [BroadcastEvents.sent, NotificationsEvents.notificationCreated],
    listens: [
      AccountSessionEvents.newDeviceSignIn,
      ApiKeyEvents.revoked,
      ApiKeyEvents.serviceKeyExpiring,
      AuthEvents.userRegistered,
      CreditsEvents.balanceChanged,
      PasswordChangeEvents.changed,
      PaymentsEvents.confirmed,
      PaymentsEvents.refundIssued,
      PaymentsEvents.updated,
      SignUpAttemptEvents.attempted,
    ],
  },
  presence: {
    requests: [AuthSubjects.getUsers],
    publishes: [PresenceEvents.visitorsChanged],
    listens: [AuthEvents.userDeleted, PresenceEvents.activity, PresenceEvents.left],
  },
  admin: {
    requests: [
      AccountSessionSubjects.listOfUser,
      AuthSubjects.deleteUser,
      AuthSubjects.getUsers,
      AuthSubjects.listUsers,
      AuthSubjects.updateUser,
      CreditsSubjects.adjust,
      CreditsSubjects.findSpend,
      CreditsSubjects.getBalance,
      CreditsSubjects.listBalances,
      CreditsSubjects.listUserLedger,
      CreditsSubjects.setBalance,
      NotificationSubjects.list,
      OverviewSubjects.revenueByDay,
      OverviewSubjects.signupsByDay,
      OverviewSubjects.visitorsByHour,
      PaymentsSubjects.approve,
      PaymentsSubjects.get,
      PaymentsSubjects.listOfUser,
      PaymentsSubjects.refund,
      PresenceSubjects.listConnections,
      SpendSubjects.reverse,
    ],
    publishes: [AdminEvents.ipBanChanged, AdminEvents.maintenanceChanged, ApprovalEvents.changed],
    listens: [ApiKeyEvents.revoked],
  },
  gateway: {
    requests: [
      AccountSessionSubjects.choosePassword,
      AccountSessionSubjects.disown,
      AccountSessionSubjects.end,
      AccountSessionSubjects.endOthers,
      AccountSessionSubjects.list,
      AdminSubjects.activeIpBans,
      AdminSubjects.createIpBan,
      AdminSubjects.getMaintenance,
      AdminSubjects.listAudit,
      AdminSubjects.listIpBans,
      AdminSubjects.recordAudit,
      AdminSubjects.removeIpBan,
      AdminSubjects.updateMaintenance,
      AdminUserSubjects.list,
      AdminUserSubjects.remove,
      AdminUserSubjects.setPassword,
      AdminUserSubjects.update,
      ApiKeySubjects.createPersonal,
      ApiKeySubjects.createService,
      ApiKeySubjects.listPersonal,
      ApiKeySubjects.listService,
      ApiKeySubjects.revokePersonal,
      ApiKeySubjects.revokeService,
      ApiKeySubjects.verify,
      ApprovalSubjects.adjust,
      ApprovalSubjects.approve,
      ApprovalSubjects.approvePayment,
      ApprovalSubjects.cancel,
      ApprovalSubjects.list,
      ApprovalSubjects.refundPayment,
      ApprovalSubjects.reverseSpend,
      AuthSubjects.challengeTwoFactor,
      AuthSubjects.checkRecoveryCode,
      AuthSubjects.deleteSelf,
      AuthSubjects.disableTwoFactor,
      AuthSubjects.enableTwoFactor,
      AuthSubjects.getJwks,
      AuthSubjects.getSelf,
      AuthSubjects.getUsers,
      AuthSubjects.isAdmin,
      AuthSubjects.refreshSession,
      AuthSubjects.requestOtp,
      AuthSubjects.requestRecovery,
      AuthSubjects.resendCode,
      AuthSubjects.resetPassword,
      AuthSubjects.sendTwoFactorSetup,
      AuthSubjects.signIn,
      AuthSubjects.signOut,
      AuthSubjects.signUp,
      AuthSubjects.updateSelf,
      AuthSubjects.verifyCode,
      AuthSubjects.verifyTwoFactor,
      BroadcastSubjects.broadcast,
      CreditsSubjects.getBalance,
      CreditsSubjects.listAdminHistory,
      CreditsSubjects.listTransactions,
      CustomerSubjects.addNote,
      CustomerSubjects.profile,
      CustomerSubjects.timeline,
      EmailPreferencesSubjects.get,
      EmailPreferencesSubjects.update,
      EmailSubjects.listMailbox,
      ...SERVICE_NAMES.map(HealthSubjects.check),
      MfaSubjects.challenge,
      MfaSubjects.enroll,
      MfaSubjects.reauthenticate,
      MfaSubjects.recoveryCodesStatus,
      MfaSubjects.regenerateRecoveryCodes,
      MfaSubjects.requireRecent,
      MfaSubjects.sendReauthentication,
      MfaSubjects.unenroll,
      MfaSubjects.verify,
      NotificationSubjects.list,
      NotificationSubjects.markAllRead,
      NotificationSubjects.markRead,
      OverviewSubjects.get,
      PasskeySubjects.list,
      PasskeySubjects.reauthenticate,
      PasskeySubjects.register,
      PasskeySubjects.registrationOptions,
      PasskeySubjects.remove,
      PasskeySubjects.rename,
      PasskeySubjects.secondFactor,
      PasskeySubjects.signIn,
      PasskeySubjects.signInOptions,
      PasskeySubjects.stepUpOptions,
      PaymentsSubjects.check,
      PaymentsSubjects.create,
      PaymentsSubjects.ensureCredits,
      PaymentsSubjects.get,
      PaymentsSubjects.getCreditNote,
      PaymentsSubjects.getCreditNotePdf,
      PaymentsSubjects.getPrices,
      PaymentsSubjects.getReceipt,
      PaymentsSubjects.getReceiptPdf,
      PaymentsSubjects.listAdmin,
      PaymentsSubjects.paymentMethods,
      PaymentsSubjects.providersOverview,
      PaymentsSubjects.quote,
      PaymentsSubjects.receiveIpn,
      PaymentsSubjects.recordTxHash,
      PaymentsSubjects.reverseCredits,
      PaymentsSubjects.simulatePaid,
      PresenceSubjects.clearVisitors,
      PresenceSubjects.exportConnections,
      PresenceSubjects.hello,
      PresenceSubjects.listConnections,
      PresenceSubjects.listVisitors,
      SpendSubjects.availability,
      SpendSubjects.capture,
      SpendSubjects.exportTransactions,
      SpendSubjects.hold,
      SpendSubjects.listSpends,
      SpendSubjects.release,
      SpendSubjects.reverse,
      SpendSubjects.spend,
      SpendSubjects.usage,
      StatementSubjects.get,
    ],
    // A BTCPay webhook whose signature it checked is stored in the event stream before it answers.
    publishes: [PaymentsEvents.webhookReceived, PresenceEvents.activity, PresenceEvents.left],
    listens: [
      AdminEvents.ipBanChanged,
      AdminEvents.maintenanceChanged,
      ApprovalEvents.changed,
      AuthEvents.userDeleted,
      AuthEvents.userSignedOut,
      AuthEvents.userStatusChanged,
      BroadcastEvents.sent,
      NotificationsEvents.notificationCreated,
      PaymentsEvents.updated,
      PresenceEvents.visitorsChanged,
    ],
  },
};

/** One durable consumer of the event stream: who reads it, and which durable event. */
export interface DurableConsumer {
  group: BusUser;
  subject: DurableEventSubject;
  /** `<group>__<subject with _ for .>` (durableConsumerName). */
  name: string;
}

/**
 * Every durable consumer of a stack's event stream: one per bus user and durable event it hears
 * (a service's `@EventPattern`, the gateways' shared reads). The migrations step creates exactly
 * these, and each user's NATS permissions name exactly its own, so the two cannot drift apart.
 */
export const DURABLE_CONSUMERS: readonly DurableConsumer[] = BUS_USERS.flatMap((group) =>
  BUS_PERMISSIONS[group].listens
    .filter(isDurableEvent)
    .map((subject) => ({ group, subject, name: durableConsumerName(group, subject) })),
);
