/** What a session's user agent and address say about where it was signed in. */
import { normalizeIp, rateLimitAddress, SessionDevice } from '@storefront/contracts';
import UAParser from 'ua-parser-js';

/** Device class, browser and OS of a user agent; wearables count as phones, TVs and consoles as desktops. */
export function parseDevice(userAgent: string | null | undefined): SessionDevice {
  const result = new UAParser(userAgent ?? '').getResult();
  const kind = result.device.type;
  const type = kind === 'tablet' ? 'tablet' : kind === 'mobile' || kind === 'wearable' ? 'mobile' : 'desktop';
  const os = [result.os.name, result.os.version].filter(Boolean).join(' ');
  return { type, browser: result.browser.name || null, os: os || null };
}

/**
 * What makes two sign-ins "the same device and address": the browser, OS family and device class
 * (not their versions, which change with every update) and the address as rate limits count it
 * (an IPv6 address by its /64, which one subscriber's devices move around in).
 */
export function placeKey(userAgent: string | null | undefined, ip: string | null | undefined): string {
  const result = new UAParser(userAgent ?? '').getResult();
  const device = parseDevice(userAgent);
  const address = ip ? rateLimitAddress(normalizeIp(ip)) : '';
  return [device.type, result.browser.name ?? '', result.os.name ?? '', address].join('|');
}
