import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { StatementReply, StatementRequest, StatementSubjects } from '@storefront/contracts';
import { StatementService } from './statement.service';

@Controller()
export class StatementHandler {
  constructor(private readonly statements: StatementService) {}

  @MessagePattern(StatementSubjects.get)
  slice(@Payload() request: StatementRequest): Promise<StatementReply> {
    return this.statements.slice(request);
  }
}
