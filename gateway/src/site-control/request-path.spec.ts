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

  it('matches a prefix only at a segment boundary', () => {
    expect(underPrefix('/api', '/api')).toBe(true);
    expect(underPrefix('/api/x', '/api')).toBe(true);
    expect(underPrefix('/apix', '/api')).toBe(false);
  });
});
