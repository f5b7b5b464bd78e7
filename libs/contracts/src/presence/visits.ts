/**
 * What the gateway tells presence about each visitor socket. A visit is one socket that said
 * `hello`; its id is the live visitor's id and the connection record's id.
 */

export interface VisitHelloRequest {
  visitId: string;
  /** ISO time the socket connected. */
  connectedAt: string;
  /** The client address as the gateway resolved it (TRUST_PROXY applied), not yet normalised. */
  ip: string;
  userAgent: string;
  language?: string;
  url?: string;
  screenSize?: string;
  /** Only from an access token the gateway verified. */
  userId?: string;
}

export interface VisitHelloReply {
  visitorId: string;
  userCode: string | null;
}

/** One socket's activity since the gateway's last flush. */
export interface ActivityEntry {
  visitId: string;
  /** Epoch milliseconds of its latest ping. */
  at: number;
  url: string;
  /** How many times its url changed since the last flush (each is a page visited). */
  pageViews: number;
}

/** Pings aggregated by one gateway replica over one flush interval. */
export interface ActivityReportEvent {
  entries: ActivityEntry[];
}

export interface VisitLeftEvent {
  visitId: string;
  /** Epoch milliseconds. */
  at: number;
  /** Activity the gateway had not flushed yet when the socket left. */
  lastActivityAt?: number;
  pageViews?: number;
}

/** The live list changed; gateways holding admin sockets refresh them at their next tick. */
export interface VisitorsChangedEvent {
  at: number;
}

/** Longest url, language and screen size kept from a client. */
export const VISIT_FIELD_LIMITS = { url: 2048, language: 35, screenSize: 20, userAgent: 512 } as const;
