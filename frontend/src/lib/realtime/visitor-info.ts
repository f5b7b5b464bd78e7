// What the browser says about itself in the live socket's `hello` (SPEC §3, "Visitor hello info").
// The server parses the user agent itself; these rough labels only fill the spec's fields.
import type { VisitorHello } from '@storefront/contracts/browser';

export type DeviceLabel = 'Desktop' | 'Phone' | 'Tablet' | 'Mobile';

export function deviceOf(userAgent: string): DeviceLabel {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'Tablet';
  if (/iPhone|Windows Phone|Android.*Mobile/i.test(userAgent)) return 'Phone';
  if (/Mobi|Opera Mini|IEMobile/i.test(userAgent)) return 'Mobile';
  return 'Desktop';
}

export function browserOf(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/OPR\/|Opera/.test(userAgent)) return 'Opera';
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Chrome\/|Chromium\/|CriOS\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Unknown';
}

export function osOf(userAgent: string): string {
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/Android/.test(userAgent)) return 'Android';
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'iOS';
  if (/Mac OS X|Macintosh/.test(userAgent)) return 'macOS';
  if (/CrOS/.test(userAgent)) return 'ChromeOS';
  if (/Linux/.test(userAgent)) return 'Linux';
  return 'Unknown';
}

/** The `hello` payload for this page, with the session's access token when signed in. */
export function visitorHello(accessToken: string | null, url = window.location.href): VisitorHello {
  const userAgent = navigator.userAgent;
  return {
    userAgent,
    screenSize: `${window.screen.width}x${window.screen.height}`,
    language: navigator.language,
    url,
    device: deviceOf(userAgent),
    browser: browserOf(userAgent),
    os: osOf(userAgent),
    ...(accessToken ? { accessToken } : {}),
  };
}
