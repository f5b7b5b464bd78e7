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
import { actorOf, type AuthUser } from '../auth';

const AUDIT_ACTION = 'audit:action';
const AUDIT_TARGET = 'audit:target';
const AUDIT_DETAILS = 'audit:details';
/** Never copied into the audit log. */
const SECRET_FIELDS = new Set(['password', 'token', 'code']);

/** What the entry names as its target when neither a path parameter nor the body does: from the answer. */
export type AuditTargetOf = (result: unknown) => string | undefined;
/** Details the answer adds to the input's (e.g. the name of the key a route revoked by its id). */
export type AuditDetailsOf = (result: unknown) => Record<string, unknown>;

/**
 * Writes one audit-log entry (who, what, on which target, with which input) after an admin route
 * succeeds. Routes whose service audits its own actions don't need it. `target` names what the
 * route created, for routes whose path and body cannot.
 */
export function Audited(
  action: AuditAction,
  options: { target?: AuditTargetOf; details?: AuditDetailsOf } = {},
) {
  return applyDecorators(
    SetMetadata(AUDIT_ACTION, action),
    SetMetadata(AUDIT_TARGET, options.target),
    SetMetadata(AUDIT_DETAILS, options.details),
    UseInterceptors(AuditedInterceptor),
  );
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
    const targetOf = this.reflector.get<AuditTargetOf | undefined>(AUDIT_TARGET, context.getHandler());
    const detailsOf = this.reflector.get<AuditDetailsOf | undefined>(AUDIT_DETAILS, context.getHandler());
    const req = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    return next
      .handle()
      .pipe(
        switchMap((result) =>
          from(this.record(action, req, targetOf?.(result), detailsOf?.(result)).then(() => result)),
        ),
      );
  }

  private async record(
    action: AuditAction,
    req: FastifyRequest & { user?: AuthUser },
    resultTarget: string | undefined,
    resultDetails: Record<string, unknown> | undefined,
  ) {
    const admin = req.user;
    if (!admin) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const details = {
      ...Object.fromEntries(Object.entries(body).filter(([key]) => !SECRET_FIELDS.has(key))),
      ...resultDetails,
    };
    const param = Object.values((req.params ?? {}) as Record<string, unknown>)[0];
    const target =
      typeof param === 'string' ? param : typeof body.userId === 'string' ? body.userId : resultTarget;
    try {
      await this.bus.request(AdminSubjects.recordAudit, {
        actor: actorOf(admin),
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
