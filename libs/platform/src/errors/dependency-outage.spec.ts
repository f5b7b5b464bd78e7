import { isDependencyOutage } from './dependency-outage';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDependencyOutage', () => {
  it('recognises a database or Redis that cannot be reached', () => {
    expect(isDependencyOutage(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDependencyOutage(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDependencyOutage(withCode('the database system is shutting down', '57P03'))).toBe(true);
    expect(isDependencyOutage(withCode('connection failure', '08006'))).toBe(true);
    expect(
      isDependencyOutage(new Error("Stream isn't writeable and enableOfflineQueue options is false")),
    ).toBe(true);
    expect(isDependencyOutage(Object.assign(new Error('limit'), { name: 'MaxRetriesPerRequestError' }))).toBe(
      true,
    );
  });

  it('looks inside wrapped errors', () => {
    const driverError = withCode('read ECONNRESET', 'ECONNRESET');
    expect(isDependencyOutage(Object.assign(new Error('query failed'), { driverError }))).toBe(true);
    expect(isDependencyOutage(new AggregateError([withCode('refused', 'ECONNREFUSED')]))).toBe(true);
  });

  it('leaves bugs and bad queries alone', () => {
    expect(isDependencyOutage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isDependencyOutage(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(isDependencyOutage(withCode('relation "x" does not exist', '42P01'))).toBe(false);
    expect(isDependencyOutage(undefined)).toBe(false);
  });
});
