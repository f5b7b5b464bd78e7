import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { maintenanceChanges, MaintenanceSettingsBody, maintenanceView } from './maintenance';

describe('the visitor view of maintenance', () => {
  it('fills empty texts with the visitor defaults and shows the countdown unless turned off', () => {
    expect(maintenanceView({ enabled: true, title: '', message: ' ' })).toEqual({
      enabled: true,
      title: 'Maintenance',
      message: 'Site en maintenance',
      estimatedTime: '2-3 heures',
      showCountdown: true,
    });
    expect(maintenanceView({ showCountdown: false }).showCountdown).toBe(false);
  });

  it('never shows allowAdmins', () => {
    expect(maintenanceView({ allowAdmins: true })).not.toHaveProperty('allowAdmins');
  });
});

describe('a maintenance update body', () => {
  const parse = (body: object) => plainToInstance(MaintenanceSettingsBody, body);

  it('is read from the bare fields or from { settings }', () => {
    expect(maintenanceChanges(parse({ enabled: true, title: 'T' }))).toEqual({ enabled: true, title: 'T' });
    expect(maintenanceChanges(parse({ settings: { enabled: false, allowAdmins: false } }))).toEqual({
      enabled: false,
      allowAdmins: false,
    });
  });

  it('refuses wrong types, also inside { settings }', () => {
    expect(validateSync(parse({ enabled: 'yes' }))).not.toHaveLength(0);
    expect(validateSync(parse({ settings: { showCountdown: 1 } }))).not.toHaveLength(0);
  });
});
