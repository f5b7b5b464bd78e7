import type { VisitorDevice } from '@storefront/contracts';
import UAParser from 'ua-parser-js';

interface ParsedUserAgent {
  device: VisitorDevice;
  browser: string;
  os: string;
}

const UNKNOWN = 'Inconnu';

/** Device class, browser and OS of a user agent. Wearables count as mobile; TVs and consoles as desktop. */
export function parseUserAgent(userAgent: string | undefined): ParsedUserAgent {
  const result = new UAParser(userAgent ?? '').getResult();
  const type = result.device.type;
  const device: VisitorDevice =
    type === 'tablet' ? 'Tablet' : type === 'mobile' || type === 'wearable' ? 'Mobile' : 'Desktop';
  const os = [result.os.name, result.os.version].filter(Boolean).join(' ');
  return { device, browser: result.browser.name || UNKNOWN, os: os || UNKNOWN };
}
