import { Injectable } from '@nestjs/common';
import type { AdminRole, AdminServerToClientEvents, PublicServerToClientEvents } from '@storefront/contracts';
import { AdminNamespace, PublicNamespace, Rooms } from './socket-types';

type Args<M, E extends keyof M> = M[E] extends (...args: infer A) => void ? A : never;
/** The typed maps are checked at this class's signatures; inside, socket.io's own generics only get in the way. */
type Emitter = { emit(event: string, ...args: unknown[]): unknown } | undefined;
const emitter = (target: unknown) => target as Emitter;

/**
 * Pushes to sockets from anywhere in the gateway. `toUser`, `toAll` and `toAdmins` reach every
 * replica through the Redis adapter, so call them once per event (one replica handles it). The
 * `local*` methods reach only this replica's sockets, for events every replica hears.
 */
@Injectable()
export class RealtimePushService {
  private publicNs?: PublicNamespace;
  private adminNs?: AdminNamespace;

  attachPublic(ns: PublicNamespace) {
    this.publicNs = ns;
  }

  attachAdmin(ns: AdminNamespace) {
    this.adminNs = ns;
  }

  toUser<E extends keyof PublicServerToClientEvents>(
    userId: string,
    event: E,
    ...args: Args<PublicServerToClientEvents, E>
  ): void {
    emitter(this.publicNs?.to(Rooms.user(userId)))?.emit(event, ...args);
  }

  toAll<E extends keyof PublicServerToClientEvents>(
    event: E,
    ...args: Args<PublicServerToClientEvents, E>
  ): void {
    emitter(this.publicNs)?.emit(event, ...args);
  }

  /** Once to every signed-in public socket, whoever its user (a broadcast). */
  toSignedIn<E extends keyof PublicServerToClientEvents>(
    event: E,
    ...args: Args<PublicServerToClientEvents, E>
  ): void {
    emitter(this.publicNs?.to(Rooms.signedIn))?.emit(event, ...args);
  }

  toAdmins<E extends keyof AdminServerToClientEvents>(
    event: E,
    ...args: Args<AdminServerToClientEvents, E>
  ): void {
    emitter(this.adminNs?.to(Rooms.admins))?.emit(event, ...args);
  }

  /** To the back-office sockets of administrators holding one of `roles`. */
  toAdminRoles<E extends keyof AdminServerToClientEvents>(
    roles: readonly AdminRole[],
    event: E,
    ...args: Args<AdminServerToClientEvents, E>
  ): void {
    emitter(this.adminNs?.to(roles.map((role) => Rooms.adminRole(role))))?.emit(event, ...args);
  }

  localToAll<E extends keyof PublicServerToClientEvents>(
    event: E,
    ...args: Args<PublicServerToClientEvents, E>
  ): void {
    emitter(this.publicNs?.local)?.emit(event, ...args);
  }

  /**
   * Tells this replica's sockets from a banned address and closes them; engine.io sends what is
   * queued before it closes, so the event arrives first.
   */
  localBanAddress(ip: string): void {
    if (!this.publicNs) return;
    for (const socket of this.localSocketsOf(Rooms.ip(ip))) {
      socket.emit('ip_banned', { force_redirect: true });
      socket.disconnect(true);
    }
    this.adminNs?.local.in(Rooms.ip(ip)).disconnectSockets(true);
  }

  /** Closes the back-office sockets of a user who lost admin rights or their sessions. */
  disconnectAdmin(userId: string, exceptSessionId?: string): void {
    if (!this.adminNs) return;
    const target = this.adminNs.in(Rooms.adminUser(userId));
    (exceptSessionId ? target.except(Rooms.adminSession(exceptSessionId)) : target).disconnectSockets(true);
  }

  /**
   * Closes the public sockets of a user's ended sessions, on every replica (the Redis adapter
   * carries it); `exceptSessionId` keeps its own. A page whose socket closed learns its session is
   * over and comes back as an anonymous visitor.
   */
  endUserSessions(userId: string, exceptSessionId?: string): void {
    if (!this.publicNs) return;
    const target = this.publicNs.in(Rooms.user(userId));
    (exceptSessionId ? target.except(Rooms.session(exceptSessionId)) : target).disconnectSockets(true);
  }

  /**
   * One ended session (signed out alone, ended from Settings › Sessions, its refresh token
   * reused): its back-office and public sockets close on every replica; the user's other sessions
   * keep theirs.
   */
  endSession(sessionId: string): void {
    this.adminNs?.in(Rooms.adminSession(sessionId)).disconnectSockets(true);
    this.publicNs?.in(Rooms.session(sessionId)).disconnectSockets(true);
  }

  /** Closes every socket of a user who no longer exists: their back-office and their public ones. */
  disconnectUser(userId: string): void {
    this.publicNs?.in(Rooms.user(userId)).disconnectSockets(true);
    this.adminNs?.in(Rooms.adminUser(userId)).disconnectSockets(true);
  }

  private localSocketsOf(room: string) {
    const ids = this.publicNs!.adapter.rooms.get(room) ?? new Set<string>();
    return [...ids].map((id) => this.publicNs!.sockets.get(id)).filter((s) => !!s);
  }
}
