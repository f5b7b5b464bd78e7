// What the back office's tests put in front of the page: Ada, a pending four-eyes request, a
// signed-in staff member and the admin routes every tab asks for.
import { APPROVAL_MESSAGES, ApprovalErrorCode } from '@storefront/contracts/browser';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import type { AdminRole, AdminUserRow, CreditApproval } from '../admin-contracts';

/** A customer with a balance, not staff. */
export const ada: AdminUserRow = {
  id: '7b0c2d1e-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  created_at: '2025-01-01T10:00:00Z',
  last_sign_in_at: null,
  email_confirmed_at: '2025-01-01T10:05:00Z',
  is_admin: false,
  is_active: true,
  status: 'active',
  credits: 12.5,
  role: null,
  two_factor_enabled: false,
};

/** A request to add 100 credits to Ada's balance, waiting for a second person; `fields` change it. */
export function pendingApproval(fields: Partial<CreditApproval> = {}): CreditApproval {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    kind: 'credit_adjustment',
    status: 'pending',
    user_id: ada.id,
    user_email: ada.email,
    amount: 100,
    direction: 'add',
    payment_id: null,
    spend_id: null,
    reason: { code: 'goodwill', note: '' },
    held_because: 'amount',
    requested_by: 'user-1',
    requested_by_email: 'finance@example.com',
    requested_at: '2030-01-01T10:00:00Z',
    expires_at: '2030-01-04T10:00:00Z',
    decided_by: null,
    decided_by_email: null,
    decided_at: null,
    transaction_id: null,
    ...fields,
  };
}

/** The answer to a change that now waits for a second person: 202 with the request and the threshold. */
export function heldForApproval(approval: CreditApproval, threshold = 500) {
  return {
    status: 202,
    body: { success: true, pending: true, message: APPROVAL_MESSAGES.requested, approval, threshold },
  };
}

/** The refusal of a change to one's own balance. */
export function ownBalanceRefused() {
  return {
    status: 403,
    body: { error: APPROVAL_MESSAGES.ownBalance, code: ApprovalErrorCode.OwnBalance },
  };
}

/** Signs in an administrator; with a `role`, the admin status names it. */
export function signInStaff(backend: FakeAuthBackend, email: string, role?: AdminRole) {
  const me = backend.addUser({ email, isAdmin: true });
  backend.storeSession(me);
  if (role) {
    backend.override('GET /api/user/admin-status', () => ({ status: 200, body: { is_admin: true, role } }));
  }
  return me;
}

/** The Utilisateurs and Crédits tabs' list: `users` on one page. */
export function serveUsers(backend: FakeAuthBackend, users: AdminUserRow[] = [ada]) {
  backend.override('GET /api/admin/users', () => ({
    status: 200,
    body: { success: true, users, total: users.length, page: 1, pageSize: 10 },
  }));
}

export function serveNoCreditHistory(backend: FakeAuthBackend) {
  backend.override('GET /api/admin/credit-history', () => ({
    status: 200,
    body: { success: true, history: [] },
  }));
}

export function serveNoApprovals(backend: FakeAuthBackend) {
  backend.override('GET /api/admin/approvals', () => ({
    status: 200,
    body: { success: true, approvals: [], pending: 0 },
  }));
}

/** The back office's route is a lazily loaded chunk: transform it once before the clock starts. */
export const loadBackOffice = () => import('../components/admin-page');
