import {
  CallHandler,
  ExecutionContext,
  Injectable,
  Logger,
  NestInterceptor,
  SetMetadata,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AdminSubjects, AuditAction } from '@storefront/contracts';
import { MessageBus } from '@storefront/platform';
import type { FastifyRequest } from 'fastify';
import { from, Observable, switchMap } from 'rxjs';
import type { AuthUser } from '../auth';

const AUDIT_ACTION = 'audit:action';
/** Never copied into the audit log. */
const SECRET_FIELDS = new Set(['password', 'token', 'code']);

/**
 * Writes one audit-log entry (who, what, on which target, with which input) after an admin route
 * succeeds. Routes whose service audits its own actions don't need it.
 */
export function Audited(action: AuditAction) {
  return applyDecorators(SetMetadata(AUDIT_ACTION, action), UseInterceptors(AuditedInterceptor));
}

@Injectable()
export class AuditedInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly reflector: Reflector,
    private readonly bus: MessageBus,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const action = this.reflector.get<AuditAction>(AUDIT_ACTION, context.getHandler());
    const req = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    return next.handle().pipe(switchMap((result) => from(this.record(action, req).then(() => result))));
  }

  private async record(action: AuditAction, req: FastifyRequest & { user?: AuthUser }) {
    const admin = req.user;
    if (!admin) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const details = Object.fromEntries(Object.entries(body).filter(([key]) => !SECRET_FIELDS.has(key)));
    const param = Object.values((req.params ?? {}) as Record<string, unknown>)[0];
    const target =
      typeof param === 'string' ? param : typeof body.userId === 'string' ? body.userId : undefined;
    try {
      await this.bus.request(AdminSubjects.recordAudit, {
        actor: { id: admin.id, email: admin.email },
        action,
        ...(target ? { target } : {}),
        details,
      });
    } catch (err) {
      // The action itself succeeded; a missing audit line must at least be visible in the logs.
      this.logger.error(`audit entry for ${action} by ${admin.id} not written: ${String(err)}`);
    }
  }
}
