// The browser's own notifications (SPEC §7): shown for a live notification once the user has
// granted permission. Permission is only ever asked for from a click on our own "Turn on" button.

export type DesktopPermission = NotificationPermission | 'unsupported';

export function desktopPermission(): DesktopPermission {
  return typeof window !== 'undefined' && 'Notification' in window
    ? window.Notification.permission
    : 'unsupported';
}

export async function requestDesktopPermission(): Promise<DesktopPermission> {
  if (desktopPermission() === 'unsupported') return 'unsupported';
  try {
    return await window.Notification.requestPermission();
  } catch {
    return desktopPermission();
  }
}

export function showDesktopNotification(id: string, title: string, message: string): void {
  if (desktopPermission() !== 'granted') return;
  try {
    new window.Notification(title, { body: message, tag: id });
  } catch {
    // Some browsers (Android Chrome) only allow notifications from a service worker: skip quietly.
  }
}
