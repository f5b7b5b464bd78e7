import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AdminMaintenanceResponse,
  AdminSubjects,
  MAINTENANCE_EMPTY_UPDATE,
  MAINTENANCE_SETTING_KEY,
  maintenanceChanges,
  MaintenanceSettingsBody,
  MaintenanceStateReply,
  MaintenanceView,
  UpdateMaintenanceResponse,
} from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { actorOf, AdminOnly, AuthUser, CurrentUser } from '../auth';
import { MaintenanceSwitch } from '../site-state/maintenance-switch';

const adminView = (state: MaintenanceStateReply): AdminMaintenanceResponse['settings'] => ({
  key: MAINTENANCE_SETTING_KEY,
  value: state.value,
  updated_at: state.updatedAt,
});

/** The maintenance switch: the visitor's view, and the back office's form. */
@ApiTags('site')
@Controller('api')
export class MaintenanceController {
  constructor(
    private readonly bus: MessageBus,
    private readonly maintenance: MaintenanceSwitch,
  ) {}

  @Get('maintenance')
  @ApiOperation({ summary: 'Whether the site is in maintenance, with what the screen shows' })
  current(): MaintenanceView {
    return this.maintenance.view;
  }

  @Get('admin/maintenance')
  @AdminOnly()
  @ApiOperation({ summary: 'The saved maintenance settings (defaults when never saved)' })
  async settings(): Promise<AdminMaintenanceResponse> {
    return { settings: adminView(await this.bus.request(AdminSubjects.getMaintenance, {})) };
  }

  @Post('admin/maintenance')
  @HttpCode(200)
  @AdminOnly('owner')
  @ApiOperation({
    summary: 'Saves maintenance settings (any subset) and pushes maintenance:update to every visitor',
  })
  async update(
    @Body() body: MaintenanceSettingsBody,
    @CurrentUser() admin: AuthUser,
  ): Promise<UpdateMaintenanceResponse> {
    const changes = maintenanceChanges(body);
    if (!Object.keys(changes).length) throw ServiceError.badRequest(MAINTENANCE_EMPTY_UPDATE);
    const state = await this.bus.request(AdminSubjects.updateMaintenance, {
      changes,
      actor: actorOf(admin),
    });
    // This replica answers from the new state at once; the others follow the event.
    this.maintenance.set(state.value, state.updatedAt);
    return { success: true, message: 'Paramètres de maintenance enregistrés', settings: adminView(state) };
  }
}
