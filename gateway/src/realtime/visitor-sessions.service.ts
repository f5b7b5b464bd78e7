import { Injectable, Logger } from '@nestjs/common';
import {
  ActivityPing,
  isVisitUrl,
  PresenceEvents,
  PresenceSubjects,
  VisitorHello,
} from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import { randomUUID } from 'node:crypto';
import { AccessTokenVerifier, AuthUser, passedSecondFactor } from '../auth';
import { IpBanList } from '../site-state/ip-ban-list';
import { ActivityBuffer } from './activity-buffer';
import { socketPayload } from './socket-payload';
import { Rooms, VisitorSocket } from './socket-types';

/** A browser re-sends hello after sign-in or sign-out; more than this in the window is ignored. */
const HELLO_BURST = 5;
const HELLO_WINDOW_MS = 10_000;

/**
 * The visitor side of the public namespace: who a socket is (only from a verified access token),
 * its visit in presence, its pings, and its leaving.
 */
@Injectable()
export class VisitorSessions {
  private readonly logger = new Logger(VisitorSessions.name);

  constructor(
    private readonly verifier: AccessTokenVerifier,
    private readonly bus: MessageBus,
    private readonly activity: ActivityBuffer,
    private readonly bans: IpBanList,
  ) {}

  async connected(socket: VisitorSocket): Promise<void> {
    if (this.bans.statusOf(socket.data.ip)) {
      socket.emit('ip_banned', { force_redirect: true });
      socket.disconnect(true);
      return;
    }
    await socket.join(Rooms.ip(socket.data.ip));
    const token = handshakeToken(socket);
    if (token) this.setUser(socket, await this.identify(token));
  }

  hello(socket: VisitorSocket, raw: unknown): Promise<void> {
    const payload = socketPayload(VisitorHello, raw);
    if (!payload || (payload.url !== undefined && !isVisitUrl(payload.url)) || !this.admitHello(socket))
      return Promise.resolve();
    // Serialised per socket: a leave waits for the last hello, and two hellos never race.
    const previous = socket.data.hello ?? Promise.resolve();
    socket.data.hello = previous.then(() => this.register(socket, payload));
    return socket.data.hello;
  }

  ping(socket: VisitorSocket, raw: unknown): void {
    const visitId = socket.data.visitId;
    const payload = visitId ? socketPayload(ActivityPing, raw) : null;
    // The url is bounded in bytes, not only characters: it travels in presence's batches.
    if (!visitId || !payload || !isVisitUrl(payload.url)) return;
    const navigated = payload.url !== socket.data.lastUrl;
    socket.data.lastUrl = payload.url;
    this.activity.record(visitId, payload.url, navigated);
  }

  async disconnected(socket: VisitorSocket): Promise<void> {
    await socket.data.hello?.catch(() => undefined);
    const visitId = socket.data.visitId;
    if (!visitId) return;
    const unsent = this.activity.take(visitId);
    try {
      await this.bus.emit(PresenceEvents.left, {
        visitId,
        at: Date.now(),
        lastActivityAt: unsent?.at,
        pageViews: unsent?.pageViews ?? 0,
      });
    } catch (err) {
      // Presence closes the visit after its inactivity timeout instead.
      this.logger.warn(`could not report visit ${visitId} ended: ${String(err)}`);
    }
  }

  private async register(socket: VisitorSocket, hello: VisitorHello): Promise<void> {
    if (!socket.connected) return;
    socket.data.visitId ??= randomUUID();
    const visitId = socket.data.visitId;
    const token =
      hello.accessToken ??
      (typeof hello.token === 'string' ? hello.token : undefined) ??
      handshakeToken(socket);
    const user = token ? await this.identify(token) : undefined;
    this.setUser(socket, user);
    socket.data.lastUrl = hello.url;
    try {
      await this.bus.request(PresenceSubjects.hello, {
        visitId,
        connectedAt: new Date(socket.data.connectedAt).toISOString(),
        ip: socket.data.ip,
        userAgent: hello.userAgent ?? socket.handshake.headers['user-agent'] ?? '',
        language: hello.language,
        url: hello.url,
        screenSize: hello.screenSize,
        userId: user?.id,
      });
      socket.emit('visitor:registered', { visitorId: visitId, signedIn: !!user });
    } catch (err) {
      this.logger.warn(`could not register visit ${visitId}: ${String(err)}`);
    }
  }

  /** The signed-in user behind a token, or undefined for anything unverifiable. */
  private async identify(token: string): Promise<AuthUser | undefined> {
    try {
      const user = await this.verifier.verify(token);
      // Same rule as the HTTP API: a two-factor account is signed in only at aal2.
      return passedSecondFactor(user) ? user : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Puts the socket in its user's and session's rooms (the session from the token's `session_id`:
   * when it ends, the socket closes). The same session keeps its rooms; another one (signed out and
   * in again) joins afresh.
   */
  private setUser(socket: VisitorSocket, user: AuthUser | undefined): void {
    const previous = socket.data.user;
    socket.data.user = user;
    if (previous?.id === user?.id && previous?.sessionId === user?.sessionId) return;
    if (previous) {
      void socket.leave(Rooms.user(previous.id));
      void socket.leave(Rooms.session(previous.sessionId));
    }
    if (user) void socket.join([Rooms.user(user.id), Rooms.session(user.sessionId), Rooms.signedIn]);
    else void socket.leave(Rooms.signedIn);
  }

  private admitHello(socket: VisitorSocket): boolean {
    const now = Date.now();
    socket.data.helloTimes = socket.data.helloTimes.filter((t) => now - t < HELLO_WINDOW_MS);
    if (socket.data.helloTimes.length >= HELLO_BURST) return false;
    socket.data.helloTimes.push(now);
    return true;
  }
}

/** The access token a client may pass in the handshake (`auth: { token }`). */
export function handshakeToken(socket: {
  handshake: { auth?: Record<string, unknown> };
}): string | undefined {
  const token = socket.handshake.auth?.token;
  return typeof token === 'string' && token.length > 0 && token.length <= 4096 ? token : undefined;
}
