import { parseDevice, placeKey } from './session-device';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('a session device', () => {
  it('names the browser, OS and device class of a user agent', () => {
    expect(parseDevice(FIREFOX_LINUX)).toEqual({ type: 'desktop', browser: 'Firefox', os: 'Linux' });
    expect(parseDevice(IPHONE)).toEqual({ type: 'mobile', browser: 'Mobile Safari', os: 'iOS 17.5' });
  });

  it('says nothing it does not know', () => {
    expect(parseDevice(null)).toEqual({ type: 'desktop', browser: null, os: null });
  });

  it('treats a browser update and another address of the same IPv6 /64 as the same place', () => {
    const updated = FIREFOX_LINUX.replaceAll('128.0', '131.0');
    expect(placeKey(updated, '2001:db8:1:2::99')).toBe(placeKey(FIREFOX_LINUX, '2001:db8:1:2:ffff::1'));
  });

  it('tells another browser, another device or another address apart', () => {
    const here = placeKey(FIREFOX_LINUX, '203.0.113.5');
    expect(placeKey(IPHONE, '203.0.113.5')).not.toBe(here);
    expect(placeKey(FIREFOX_LINUX, '203.0.113.6')).not.toBe(here);
    expect(placeKey(FIREFOX_LINUX, '::ffff:203.0.113.5')).toBe(here);
  });
});
