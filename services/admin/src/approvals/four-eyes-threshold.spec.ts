import type { MessageBus } from '@storefront/platform';
import type { AuditService } from '../audit/audit.service';
import type { AdminConfig } from '../config';
import type { ApprovalsRepository } from './approvals.repository';
import { ApprovalsService } from './approvals.service';

const actor = { id: '11111111-1111-4111-8111-111111111111', email: 'finance@example.test' };
const customer = '22222222-2222-4222-8222-222222222222';

function serviceWith(threshold: number, decision: unknown = { moveId: 'move-1' }) {
  const reserveMove = jest.fn().mockResolvedValue(decision);
  const forgetMove = jest.fn().mockResolvedValue(undefined);
  const service = new ApprovalsService(
    { reserveMove, forgetMove } as unknown as ApprovalsRepository,
    {} as MessageBus,
    {} as AuditService,
    { FOUR_EYES_CREDITS: threshold } as AdminConfig,
  );
  return { service, reserveMove, forgetMove };
}

describe('the four-eyes gate', () => {
  it('measures a change against FOUR_EYES_CREDITS through the rolling totals', async () => {
    const { service, reserveMove } = serviceWith(500, { heldBecause: 'requester_total' });
    const gate = await service.gate({ kind: 'credit_adjustment', actor, userId: customer, amount: 20 });
    expect(gate.held).toBe('requester_total');
    expect(reserveMove).toHaveBeenCalledWith({
      kind: 'credit_adjustment',
      requestedBy: actor.id,
      userId: customer,
      amount: 20,
      threshold: 500,
    });
  });

  it('forgets a counted move that could not be applied', async () => {
    const { service, forgetMove } = serviceWith(500);
    const gate = await service.gate({ kind: 'spend_reversal', actor, userId: customer, amount: 5 });
    expect(gate.held).toBeNull();
    if (!gate.held) await gate.undo();
    expect(forgetMove).toHaveBeenCalledWith('move-1');
  });

  it('counts nothing and holds nothing at 0', async () => {
    const { service, reserveMove } = serviceWith(0);
    const gate = await service.gate({ kind: 'payment_approval', actor, userId: customer, amount: 1_000_000 });
    expect(gate.held).toBeNull();
    expect(reserveMove).not.toHaveBeenCalled();
  });

  it("refuses a change of one's own balance whatever the threshold", async () => {
    for (const threshold of [0, 500]) {
      const { service, reserveMove } = serviceWith(threshold);
      await expect(
        service.gate({ kind: 'credit_adjustment', actor, userId: actor.id, amount: 1 }),
      ).rejects.toMatchObject({ status: 403, code: 'OWN_BALANCE' });
      expect(reserveMove).not.toHaveBeenCalled();
    }
  });
});
