import { Paged, type PageOf } from '../query-params';

export const VISITOR_DEVICES = ['Desktop', 'Mobile', 'Tablet'] as const;
export type VisitorDevice = (typeof VISITOR_DEVICES)[number];

export type VisitorStatus = 'Actif' | 'Récent' | 'Inactif';

/** SPEC section 9: status thresholds 1 and 5 minutes; a visitor is active under 5 minutes. */
export const ACTIF_UNDER_MS = 60_000;
export const ACTIVE_VISITOR_WINDOW_MS = 5 * 60_000;

export function visitorStatus(lastActivity: Date | string | number, now: number = Date.now()): VisitorStatus {
  const idle = now - new Date(lastActivity).getTime();
  if (idle < ACTIF_UNDER_MS) return 'Actif';
  if (idle < ACTIVE_VISITOR_WINDOW_MS) return 'Récent';
  return 'Inactif';
}

/** One open visitor socket as the back office's Traffic tab lists it (SPEC section 3, "Live visitor"). */
export interface LiveVisitor {
  id: string;
  userCode: string | null;
  email: string | null;
  name: string | null;
  /** The anonymised network, e.g. `203.0.113.0/24` or `2001:db8:1::/48`. */
  ip_network: string;
  ip_normalized: string;
  ip_anonymized: string;
  /** As the gateway saw it; kept only while the visitor is connected, so it can be banned. */
  ip_raw: string;
  isMappedUser: boolean;
  device: VisitorDevice;
  browser: string;
  os: string;
  language: string | null;
  url: string | null;
  screenSize: string | null;
  connectedAt: string;
  lastActivity: string;
  status: VisitorStatus;
}

export interface LiveVisitorStats {
  /** Every listed visitor. */
  total: number;
  /** Last activity under 5 minutes. */
  active: number;
  statusCounts: { actif: number; recent: number; inactif: number };
}

/** `GET /api/admin/visitors` and the `visitors:update` push. Newest activity first. */
export interface LiveVisitorsPage extends PageOf {
  visitors: LiveVisitor[];
  stats: LiveVisitorStats;
  generatedAt: string;
}

export const LIVE_VISITORS_PAGE_SIZE = 5;
export const LIVE_VISITORS_MAX_PAGE_SIZE = 100;

/** `GET /api/admin/visitors?page=&pageSize=`, and the admin socket's `visitors:page`. */
export class LiveVisitorsQuery extends Paged(undefined, LIVE_VISITORS_MAX_PAGE_SIZE) {}

export interface ListLiveVisitorsRequest {
  page: number;
  pageSize: number;
}

/** `POST /api/admin/clear-visitors` */
export interface ClearVisitorsResponse {
  success: true;
  cleared: number;
}
