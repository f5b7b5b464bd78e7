/** NATS subjects, payloads and HTTP DTOs of the presence service, and the live sockets' events. */
export * from './live-visitors';
export * from './visits';
export * from './connections';
export * from './socket-events';
export * from './visit-url';
export * from './rate-limit-address';

import type {
  ExportConnectionsReply,
  ExportConnectionsRequest,
  ConnectionsResponse,
  ListConnectionsRequest,
} from './connections';
import type { ListLiveVisitorsRequest, LiveVisitorsPage } from './live-visitors';
import type {
  ActivityReportEvent,
  VisitHelloReply,
  VisitHelloRequest,
  VisitLeftEvent,
  VisitorsChangedEvent,
} from './visits';

export const PresenceSubjects = {
  hello: 'presence.visit.hello',
  listVisitors: 'presence.visitors.list',
  clearVisitors: 'presence.visitors.clear',
  listConnections: 'presence.connections.list',
  exportConnections: 'presence.connections.export',
} as const;

export const PresenceEvents = {
  /** Aggregated pings from one gateway replica. */
  activity: 'presence.visit.activity',
  left: 'presence.visit.left',
  visitorsChanged: 'presence.visitors.changed',
} as const;

export type PresenceRequests = {
  'presence.visit.hello': { request: VisitHelloRequest; reply: VisitHelloReply };
  'presence.visitors.list': { request: ListLiveVisitorsRequest; reply: LiveVisitorsPage };
  'presence.visitors.clear': { request: Record<string, never>; reply: { cleared: number } };
  'presence.connections.list': {
    request: ListConnectionsRequest;
    reply: Omit<ConnectionsResponse, 'page' | 'pageSize'>;
  };
  'presence.connections.export': { request: ExportConnectionsRequest; reply: ExportConnectionsReply };
};

export type PresenceEventMap = {
  'presence.visit.activity': ActivityReportEvent;
  'presence.visit.left': VisitLeftEvent;
  'presence.visitors.changed': VisitorsChangedEvent;
};
