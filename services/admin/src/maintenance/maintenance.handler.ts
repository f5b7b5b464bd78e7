import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminSubjects, MaintenanceStateReply, UpdateMaintenanceRequest } from '@storefront/contracts';
import { MaintenanceService } from './maintenance.service';

@Controller()
export class MaintenanceHandler {
  constructor(private readonly maintenance: MaintenanceService) {}

  @MessagePattern(AdminSubjects.getMaintenance)
  get(): Promise<MaintenanceStateReply> {
    return this.maintenance.get();
  }

  @MessagePattern(AdminSubjects.updateMaintenance)
  update(@Payload() request: UpdateMaintenanceRequest): Promise<MaintenanceStateReply> {
    return this.maintenance.update(request.changes, request.actor);
  }
}
