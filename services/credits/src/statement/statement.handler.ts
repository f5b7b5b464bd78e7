import { Controller } from '@nestjs/common';
import { StatementRequest, StatementSubjects } from '@storefront/contracts';
import { ForwardingHandler } from '@storefront/platform';
import { StatementService } from './statement.service';

@Controller()
export class StatementHandler extends ForwardingHandler(
  { statements: StatementService },
  { [StatementSubjects.get]: [StatementRequest, ({ statements }, req) => statements.slice(req)] },
) {}
