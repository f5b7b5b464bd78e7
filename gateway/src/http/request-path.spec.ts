import { routedPath, underPrefix } from './request-path';

const req = (url: string) => ({ url });

describe('the routed path', () => {
  it('is the path without its query string', () => {
    expect(routedPath(req('/api/admin/users?x=1'))).toBe('/api/admin/users');
  });

  it('cannot be dodged by case, doubled or trailing slashes', () => {
    expect(routedPath(req('/API/Admin/'))).toBe('/api/admin');
    expect(routedPath(req('//api//check-ip-status/'))).toBe('/api/check-ip-status');
    expect(routedPath(req('/'))).toBe('/');
  });

  it('cannot be dodged by percent-escapes the router decodes', () => {
    expect(routedPath(req('/%61pi/credits/balance'))).toBe('/api/credits/balance');
    expect(routedPath(req('/%2561pi/x'))).toBe('/%2561pi/x');
    expect(routedPath(req('/%41uth/v1/token?grant_type=password'))).toBe('/auth/v1/token');
    // Reserved characters stay escaped, as the router keeps them: %2F is not a separator.
    expect(routedPath(req('/api%2Fadmin'))).toBe('/api%2fadmin');
    expect(routedPath(req('/%E0%A4%A'))).toBe('/%e0%a4%a');
  });

  it('matches a prefix only at a segment boundary', () => {
    expect(underPrefix('/api', '/api')).toBe(true);
    expect(underPrefix('/api/x', '/api')).toBe(true);
    expect(underPrefix('/apix', '/api')).toBe(false);
  });
});
