/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Community chat invite (Discord). */
  readonly VITE_COMMUNITY_URL?: string;
  /** Address shown for support and on the ban notice. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** 'off' builds the app without its public live socket. */
  readonly VITE_LIVE_EVENTS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
