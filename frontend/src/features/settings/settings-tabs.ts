/** The tabs of /settings, deep-linkable as ?tab=. */
export const SETTINGS_TABS = ['password', '2fa', 'sessions', 'email', 'api-keys', 'account'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function parseSettingsTab(value: unknown): SettingsTab | undefined {
  return SETTINGS_TABS.includes(value as SettingsTab) && value !== 'password'
    ? (value as SettingsTab)
    : undefined;
}
