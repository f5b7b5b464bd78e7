import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { banExpiry, BAN_MESSAGES, CreateIpBanBody } from './ip-bans';

const messages = (body: object) =>
  validateSync(plainToInstance(CreateIpBanBody, body), {
    whitelist: true,
    forbidNonWhitelisted: true,
  }).flatMap((e) => Object.values(e.constraints ?? {}));

describe('the ban form', () => {
  it('says once that ip and reason are required, whichever is missing', () => {
    expect(messages({})).toEqual([BAN_MESSAGES.required]);
    expect(messages({ ip: '1.2.3.4' })).toEqual([BAN_MESSAGES.required]);
    expect(messages({ reason: 'spam' })).toEqual([BAN_MESSAGES.required]);
    expect(messages({ ip: ' ', reason: ' ' })).toEqual([BAN_MESSAGES.required]);
  });

  it('refuses an address that is not a dotted quad or IPv6', () => {
    expect(messages({ ip: '300.1.1.1', reason: 'spam' })).toEqual([BAN_MESSAGES.invalidIp]);
  });

  it('accepts a complete ban, trimming the address and ignoring an empty e-mail', () => {
    const body = plainToInstance(CreateIpBanBody, {
      ip: ' 1.2.3.4 ',
      reason: 'spam',
      user_email: '',
      duration: '7d',
    });
    expect(validateSync(body)).toHaveLength(0);
    expect(body).toMatchObject({ ip: '1.2.3.4', user_email: undefined, duration: '7d' });
  });

  it('knows only the spec durations', () => {
    expect(messages({ ip: '1.2.3.4', reason: 'spam', duration: '2h' })).toEqual([
      BAN_MESSAGES.invalidDuration,
    ]);
  });
});

describe('ban expiry', () => {
  const from = new Date('2025-03-01T12:00:00Z');

  it.each([
    ['1h', '2025-03-01T13:00:00.000Z'],
    ['24h', '2025-03-02T12:00:00.000Z'],
    ['7d', '2025-03-08T12:00:00.000Z'],
    ['30d', '2025-03-31T12:00:00.000Z'],
  ] as const)('%s ends at %s', (duration, end) => {
    expect(banExpiry(duration, from)?.toISOString()).toBe(end);
  });

  it('never ends when permanent', () => {
    expect(banExpiry('permanent', from)).toBeNull();
  });
});
