import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { StatementReply, StatementRequest, StatementSubjects } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { StatementService } from './statement.service';

@Controller()
export class StatementHandler {
  constructor(private readonly statements: StatementService) {}

  @Handles(StatementSubjects.get)
  slice(@Payload() request: StatementRequest): Promise<StatementReply> {
    return this.statements.slice(request);
  }
}
