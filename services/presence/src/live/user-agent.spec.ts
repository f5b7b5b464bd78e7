import { parseUserAgent } from './user-agent';

describe('user agent parsing', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      { device: 'Desktop', browser: 'Chrome', os: 'Windows 10' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { device: 'Mobile', browser: 'Mobile Safari', os: 'iOS 17.4' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      { device: 'Tablet', browser: 'Mobile Safari', os: 'iOS 16.6' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      { device: 'Mobile', browser: 'Chrome', os: 'Android 14' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:125.0) Gecko/20100101 Firefox/125.0',
      { device: 'Desktop', browser: 'Firefox', os: 'Mac OS 10.15' },
    ],
  ])('%s', (ua, expected) => {
    expect(parseUserAgent(ua)).toEqual(expected);
  });

  it('falls back to an unknown desktop for an empty or odd agent', () => {
    expect(parseUserAgent(undefined)).toEqual({ device: 'Desktop', browser: 'Inconnu', os: 'Inconnu' });
    expect(parseUserAgent('curl/8.5.0')).toMatchObject({ device: 'Desktop' });
  });
});
