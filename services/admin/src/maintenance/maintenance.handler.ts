import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AdminSubjects, MaintenanceStateReply, UpdateMaintenanceRequest } from '@storefront/contracts';
import { Handles } from '@storefront/platform';
import { MaintenanceService } from './maintenance.service';

@Controller()
export class MaintenanceHandler {
  constructor(private readonly maintenance: MaintenanceService) {}

  @Handles(AdminSubjects.getMaintenance)
  get(): Promise<MaintenanceStateReply> {
    return this.maintenance.get();
  }

  @Handles(AdminSubjects.updateMaintenance)
  update(@Payload() request: UpdateMaintenanceRequest): Promise<MaintenanceStateReply> {
    return this.maintenance.update(request.changes, request.actor);
  }
}
