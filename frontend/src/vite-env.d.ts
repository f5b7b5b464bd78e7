/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Community chat invite (Discord). */
  readonly VITE_COMMUNITY_URL?: string;
  /** Address shown for support and on the ban notice. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
