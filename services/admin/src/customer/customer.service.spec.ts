import type { MessageBus } from '@storefront/platform';
import type { ApprovalsRepository } from '../approvals/approvals.repository';
import type { AuditLogRepository } from '../audit/audit-log.repository';
import type { AuditService } from '../audit/audit.service';
import type { IpBansRepository } from '../ip-bans/ip-bans.repository';
import { CustomerService } from './customer.service';
import type { UserNotesRepository } from './user-notes.repository';

const USER = '7b0c2d1e-0000-4000-8000-000000000001';

/** A service whose every source says which was asked. */
function service() {
  const asked: string[] = [];
  const bus = {
    request: async (subject: string) => {
      asked.push(subject);
      if (subject === 'auth.user.get-many') return { users: [{ id: USER, email: 'ada@example.com' }] };
      if (subject.includes('ledger')) return { rows: [] };
      if (subject.includes('connections')) return { items: [] };
      if (subject.includes('notifications')) return { notifications: [] };
      return { payments: [], sessions: [], users: [] };
    },
  } as unknown as MessageBus;
  const source = (name: string) => async () => {
    asked.push(name);
    return [];
  };
  const customer = new CustomerService(
    bus,
    { ofUser: source('notes') } as unknown as UserNotesRepository,
    { ofUser: source('approvals') } as unknown as ApprovalsRepository,
    { about: source('audit') } as unknown as AuditLogRepository,
    {} as AuditService,
    { naming: source('bans') } as unknown as IpBansRepository,
  );
  return { customer, asked };
}

describe('the customer timeline narrowed to one kind', () => {
  it('asks only the sources of visits for visits', async () => {
    const { customer, asked } = service();
    await customer.timeline(USER, undefined, 20, 'visits');
    const sources = asked.filter((s) => s !== 'auth.user.get-many');
    expect(sources.some((s) => s.includes('connections'))).toBe(true);
    expect(sources.some((s) => s.includes('session'))).toBe(true);
    expect(sources.filter((s) => !s.includes('connections') && !s.includes('session'))).toEqual([]);
  });

  it('asks only the money sources for money, and everything without a kind', async () => {
    const money = service();
    await money.customer.timeline(USER, undefined, 20, 'money');
    expect(money.asked).toContain('approvals');
    expect(money.asked.some((s) => s.includes('ledger'))).toBe(true);
    expect(money.asked).not.toContain('notes');
    expect(money.asked.some((s) => s.includes('connections'))).toBe(false);

    const all = service();
    await all.customer.timeline(USER);
    expect(all.asked).toEqual(expect.arrayContaining(['notes', 'approvals', 'audit', 'bans']));
  });
});
