import type {
  AdminClientToServerEvents,
  AdminRole,
  AdminServerToClientEvents,
  PublicClientToServerEvents,
  PublicServerToClientEvents,
} from '@storefront/contracts';
import type { OnGatewayConnection, OnGatewayDisconnect, OnGatewayInit } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import type { AuthUser } from '../auth';

/** What the gateway keeps on a visitor socket. */
export interface VisitorSocketData {
  ip: string;
  connectedAt: number;
  /** Set by the first hello: the live visitor's and connection record's id. */
  visitId?: string;
  user?: AuthUser;
  lastUrl?: string;
  /** The hello being registered with presence; its leave waits for it. */
  hello?: Promise<void>;
  helloTimes: number[];
}

export interface AdminSocketData {
  ip: string;
  user: AuthUser;
}

/** socket.io's own bound for an events map. */
type EventsMap = Record<string, any>;

/** A namespace and its sockets, typed by the events each way and what the gateway keeps on a socket. */
interface Channel<ClientEvents extends EventsMap, ServerEvents extends EventsMap, Data> {
  namespace: Namespace<ClientEvents, ServerEvents, Record<string, never>, Data>;
  socket: Socket<ClientEvents, ServerEvents, Record<string, never>, Data>;
}
export type PublicChannel = Channel<
  PublicClientToServerEvents,
  PublicServerToClientEvents,
  VisitorSocketData
>;
export type AdminChannel = Channel<AdminClientToServerEvents, AdminServerToClientEvents, AdminSocketData>;
export type PublicNamespace = PublicChannel['namespace'];
export type VisitorSocket = PublicChannel['socket'];
export type AdminNamespace = AdminChannel['namespace'];
export type AdminSocket = AdminChannel['socket'];

/** What a namespace's gateway does: it sets the namespace up, then hears each socket arrive and go. */
export interface NamespaceGateway<C extends Channel<EventsMap, EventsMap, unknown>>
  extends OnGatewayInit<C['namespace']>, OnGatewayConnection<C['socket']>, OnGatewayDisconnect<C['socket']> {}

/** Room names, spelled once. */
export const Rooms = {
  user: (userId: string) => `user:${userId}`,
  /** A public socket's signed-in session, so one that ends can be told from the user's others. */
  session: (sessionId: string) => `session:${sessionId}`,
  /** Every public socket with a verified signed-in user, whoever it is: broadcasts reach it once. */
  signedIn: 'signed-in',
  ip: (ip: string) => `ip:${ip}`,
  admins: 'admins',
  adminUser: (userId: string) => `admin-user:${userId}`,
  adminSession: (sessionId: string) => `admin-session:${sessionId}`,
  /** Back-office sockets of administrators holding this role when they connected. */
  adminRole: (role: AdminRole) => `admin-role:${role}`,
} as const;
