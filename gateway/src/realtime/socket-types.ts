import type {
  AdminClientToServerEvents,
  AdminRole,
  AdminServerToClientEvents,
  PublicClientToServerEvents,
  PublicServerToClientEvents,
} from '@storefront/contracts';
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

export type PublicNamespace = Namespace<
  PublicClientToServerEvents,
  PublicServerToClientEvents,
  Record<string, never>,
  VisitorSocketData
>;
export type VisitorSocket = Socket<
  PublicClientToServerEvents,
  PublicServerToClientEvents,
  Record<string, never>,
  VisitorSocketData
>;
export type AdminNamespace = Namespace<
  AdminClientToServerEvents,
  AdminServerToClientEvents,
  Record<string, never>,
  AdminSocketData
>;
export type AdminSocket = Socket<
  AdminClientToServerEvents,
  AdminServerToClientEvents,
  Record<string, never>,
  AdminSocketData
>;

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
