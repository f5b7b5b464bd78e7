import type { MessageBus } from '@storefront/platform';
import type { AuditService } from '../audit/audit.service';
import type { AdminConfig } from '../config';
import type { ApprovalsRepository } from './approvals.repository';
import { ApprovalsService } from './approvals.service';

const serviceWith = (threshold: number) =>
  new ApprovalsService(
    {} as ApprovalsRepository,
    {} as MessageBus,
    {} as AuditService,
    { FOUR_EYES_CREDITS: threshold } as AdminConfig,
  );

describe('the four-eyes threshold', () => {
  it('asks a second person only above FOUR_EYES_CREDITS', () => {
    const service = serviceWith(500);
    expect(service.needsSecondPerson(500)).toBe(false);
    expect(service.needsSecondPerson(500.01)).toBe(true);
    expect(service.needsSecondPerson(600)).toBe(true);
  });

  it('is off at 0', () => {
    expect(serviceWith(0).needsSecondPerson(1_000_000)).toBe(false);
  });
});
