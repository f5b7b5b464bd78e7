import { parseConfig } from '@storefront/platform';
import { AuthConfig } from '../config';
import { RelyingParties } from './relying-party';

const parties = (env: Record<string, string>) => new RelyingParties(parseConfig(AuthConfig, env));

describe('the relying party of a passkey ceremony', () => {
  it('is PUBLIC_URL’s host for its origin, and for a request that names none', () => {
    const rp = parties({ PUBLIC_URL: 'https://shop.example.com' });
    expect(rp.forOrigin('https://shop.example.com')).toEqual({
      id: 'shop.example.com',
      name: 'Oddsmith',
      origin: 'https://shop.example.com',
    });
    expect(rp.forOrigin(undefined).origin).toBe('https://shop.example.com');
  });

  it('fits npm start’s default address and any localhost port outside production', () => {
    const rp = parties({});
    expect(rp.forOrigin('http://localhost:5001')).toMatchObject({
      id: 'localhost',
      origin: 'http://localhost:5001',
    });
    expect(rp.forOrigin('http://localhost:41234')).toMatchObject({ id: 'localhost' });
    expect(rp.forOrigin('http://app.localhost:3000')).toMatchObject({ id: 'app.localhost' });
  });

  it('refuses an origin that is not allowed, and any localhost in production', () => {
    expect(() => parties({}).forOrigin('https://evil.example')).toThrow(
      'Passkeys are not available at this address',
    );
    expect(() => parties({}).forOrigin('null')).toThrow(/not available/);
    const production = new RelyingParties(
      Object.assign(parseConfig(AuthConfig, { PUBLIC_URL: 'https://shop.example.com' }), {
        NODE_ENV: 'production',
      }),
    );
    expect(() => production.forOrigin('http://localhost:5001')).toThrow(/not available/);
    expect(production.forOrigin('https://shop.example.com').id).toBe('shop.example.com');
  });

  it('takes WEBAUTHN_ORIGINS and WEBAUTHN_RP_ID, which every origin must be on or under', () => {
    const rp = parties({
      PUBLIC_URL: 'https://shop.example.com',
      WEBAUTHN_ORIGINS: 'https://www.example.com, https://other.test',
      WEBAUTHN_RP_ID: 'example.com',
      WEBAUTHN_RP_NAME: 'Example',
    });
    expect(rp.forOrigin('https://www.example.com')).toEqual({
      id: 'example.com',
      name: 'Example',
      origin: 'https://www.example.com',
    });
    expect(rp.forOrigin('https://shop.example.com').id).toBe('example.com');
    expect(() => rp.forOrigin('https://other.test')).toThrow(/not available/);
  });

  it('refuses a malformed list of origins or relying party id at start-up', () => {
    expect(() => parseConfig(AuthConfig, { WEBAUTHN_ORIGINS: 'example.com' })).toThrow(/WEBAUTHN_ORIGINS/);
    expect(() => parseConfig(AuthConfig, { WEBAUTHN_RP_ID: 'https://example.com' })).toThrow(
      /WEBAUTHN_RP_ID/,
    );
  });
});
