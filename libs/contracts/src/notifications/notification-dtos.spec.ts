import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { ListMailboxDto, SendEmailDto } from './email';
import { ListNotificationsDto, MarkNotificationReadDto } from './in-app';

/** Validates the way the services' and the gateway's ValidationPipe do. */
function check<T extends object>(cls: new () => T, plain: object) {
  const dto = plainToInstance(cls, plain);
  const errors = validateSync(dto, { whitelist: true, forbidUnknownValues: false });
  return {
    dto,
    messages: errors.flatMap(function all(e): string[] {
      return [...Object.values(e.constraints ?? {}), ...(e.children ?? []).flatMap(all)];
    }),
  };
}

describe('notification request validation (no reflect-metadata needed)', () => {
  const valid = {
    to: 'ada@example.com',
    template: 'signup-code',
    data: { code: '123456', firstName: 'Ada' },
  };

  it('accepts a well-formed email request', () => {
    expect(check(SendEmailDto, valid).messages).toEqual([]);
  });

  it('checks the code inside data, not only that data is an object', () => {
    expect(check(SendEmailDto, { ...valid, data: { code: '12345' } }).messages).toEqual([
      'data.code must be 6 digits',
    ]);
    expect(check(SendEmailDto, { ...valid, data: {} }).messages).toContain('data.code must be 6 digits');
    expect(check(SendEmailDto, { ...valid, data: 'x' }).messages).toContain('data must be an object');
  });

  it('refuses an unknown template and a bad recipient', () => {
    const { messages } = check(SendEmailDto, { ...valid, to: 'nope', template: 'newsletter' });
    expect(messages).toEqual(
      expect.arrayContaining([
        'to must be an email address',
        expect.stringMatching(/^template must be one of/),
      ]),
    );
  });

  it('reads query-string numbers and treats an empty filter as none', () => {
    const { dto, messages } = check(ListMailboxDto, { to: '', limit: '25' });
    expect(messages).toEqual([]);
    expect(dto).toEqual({ to: undefined, limit: 25 });
    expect(check(ListMailboxDto, { limit: 'lots' }).messages).toContain('limit must be a whole number');
  });

  it('refuses a digit string past the safe integers instead of reading it as 1.2e+29', () => {
    const userId = '6f0c1b5e-1d7c-4c3e-9a57-0d1c3f1c2b10';
    const { messages } = check(ListNotificationsDto, { userId, offset: '123456789012345678901234567890' });
    expect(messages).toContain('offset must be a whole number');
  });

  it('requires UUIDs for users and notifications and bounds the page size', () => {
    expect(check(MarkNotificationReadDto, { userId: 'me', id: '1 OR 1=1' }).messages).toEqual([
      'userId must be a UUID',
      'id must be a UUID',
    ]);
    const userId = '6f0c1b5e-1d7c-4c3e-9a57-0d1c3f1c2b10';
    expect(check(ListNotificationsDto, { userId, limit: 101 }).messages).toHaveLength(1);
    expect(check(ListNotificationsDto, { userId, limit: '10', offset: '20' }).dto).toMatchObject({
      limit: 10,
      offset: 20,
    });
  });
});
