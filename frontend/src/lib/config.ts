// Deploy-time settings of the web app. The only module that reads import.meta.env.

/** Community chat (Discord) invite: the product's support channel. */
export const COMMUNITY_URL: string = import.meta.env.VITE_COMMUNITY_URL ?? 'https://discord.gg/oddsmith';

/** Contact address for support and ban appeals. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@oddsmith.io';

/** All API calls are same-origin; the gateway (or the Vite dev proxy) serves them. */
export const API_BASE_PATH = '/api';

/**
 * The public live socket (notifications, bans, maintenance, presence). Off under Vitest, where
 * there is no server to talk to; VITE_LIVE_EVENTS=off turns it off in a build.
 */
export const LIVE_EVENTS_ENABLED: boolean =
  import.meta.env.MODE !== 'test' && import.meta.env.VITE_LIVE_EVENTS !== 'off';
