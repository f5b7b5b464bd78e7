import type { RecordAuditRequest } from '@storefront/contracts';
import type { MessageBus } from '@storefront/platform';
import type { AuditLogRepository } from './audit-log.repository';
import { AuditService } from './audit.service';

const ADMIN = { id: '0b1c3c9e-5d2a-4f4b-9a43-2d8a1f0f7e11', email: 'root@example.com' };

describe('recording an audit entry', () => {
  let appended: RecordAuditRequest[];
  let audit: AuditService;

  beforeEach(() => {
    appended = [];
    const log = {
      append: async (entry: RecordAuditRequest) => {
        appended.push(entry);
        return 'a1';
      },
    };
    audit = new AuditService(log as unknown as AuditLogRepository, {} as MessageBus);
  });

  it('writes an administrator’s action with them as actor', async () => {
    await audit.record({ actor: ADMIN, action: 'service-keys.created', target: 'k1' });
    expect(appended).toEqual([{ actor: ADMIN, action: 'service-keys.created', target: 'k1' }]);
  });

  it('writes a service key’s first use with no actor', async () => {
    const firstUse = {
      action: 'service-keys.first-used' as const,
      target: 'k1',
      details: { name: 'Billing', prefix: 'osk_3f9aK2pQ' },
    };
    await audit.record(firstUse);
    expect(appended).toEqual([firstUse]);
  });

  it('refuses an administrator’s action without them, an administrator on a key’s first use, and unknown actions', () => {
    const refused = (request: Partial<RecordAuditRequest>) => () =>
      audit.record(request as RecordAuditRequest);
    expect(refused({ action: 'service-keys.created' })).toThrow('needs an administrator');
    expect(refused({ actor: { id: 'nope', email: 'x' }, action: 'users.deleted' })).toThrow(
      'needs an administrator',
    );
    expect(refused({ actor: ADMIN, action: 'service-keys.first-used' })).toThrow('no actor');
    expect(refused({ actor: ADMIN, action: 'keys.stolen' as never })).toThrow('known action');
    expect(appended).toEqual([]);
  });
});
