import type {
  AdminUpdateUserBody,
  AdminUserResponse,
  AdminUsersQuery,
  AdminUsersResponse,
} from '../auth/http/admin-users.dto';
import type { AdminActor } from './maintenance';

/** The back office's user management: accounts (auth) joined with balances (credits). */
export const AdminUserSubjects = {
  list: 'admin.users.list',
  update: 'admin.users.update',
  setPassword: 'admin.users.set-password',
  remove: 'admin.users.delete',
} as const;

export type AdminUserRequests = {
  'admin.users.list': { request: AdminUsersQuery; reply: AdminUsersResponse };
  'admin.users.update': {
    request: { userId: string; changes: AdminUpdateUserBody; actor: AdminActor };
    reply: AdminUserResponse;
  };
  'admin.users.set-password': {
    request: { userId: string; password: string; actor: AdminActor };
    reply: AdminUserResponse;
  };
  'admin.users.delete': {
    request: { userId: string; actor: AdminActor };
    reply: { success: true; message: string };
  };
};
