// How a session's device and place read in the list: "Chrome on Windows 10", "Lyon, France · 203.0.113.5".
import type { TFunction } from 'i18next';
import type { AccountSessionView } from './api/get-account-sessions';

export function deviceName(session: AccountSessionView, t: TFunction): string {
  const { browser, os, type } = session.device;
  if (browser && os) return t('accountSessions.deviceName', { browser, os });
  return browser ?? os ?? `${t('accountSessions.unknownBrowser')} · ${t(`accountSessions.device.${type}`)}`;
}

export function placeOf(session: AccountSessionView, t: TFunction): string {
  if (!session.ip) return session.location ?? t('accountSessions.unknownAddress');
  return session.location ? `${session.location} · ${session.ip}` : session.ip;
}
