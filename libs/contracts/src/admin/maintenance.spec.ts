import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import {
  applyMaintenanceChanges,
  completeMaintenanceSettings,
  MAINTENANCE_ADMIN_DEFAULTS,
  maintenanceChanges,
  MaintenanceSettingsBody,
  maintenanceView,
} from './maintenance';

describe('the visitor view of maintenance', () => {
  it('fills empty texts with the visitor defaults and shows the countdown unless turned off', () => {
    expect(maintenanceView({ enabled: true, title: '', message: ' ' })).toEqual({
      enabled: true,
      title: 'Maintenance',
      message: 'Site en maintenance',
      estimatedTime: '2-3 heures',
      showCountdown: true,
      texts: {
        fr: { title: 'Maintenance', message: 'Site en maintenance', estimatedTime: '2-3 heures' },
        en: { title: 'Maintenance', message: 'Site under maintenance', estimatedTime: '2-3 hours' },
      },
    });
    expect(maintenanceView({ showCountdown: false }).showCountdown).toBe(false);
  });

  it('shows English visitors English defaults, never the French ones the admin form starts from', () => {
    const view = maintenanceView(MAINTENANCE_ADMIN_DEFAULTS);
    expect(view.texts?.en).toEqual({
      title: 'Maintenance',
      message: 'Site under maintenance',
      estimatedTime: '2-3 hours',
    });
    // Saved by an older version: SPEC's French defaults in the top-level fields are no one's words.
    const legacy = maintenanceView({
      enabled: true,
      title: 'Site en Maintenance',
      estimatedTime: '2-3 heures',
    });
    expect(legacy.texts?.en.estimatedTime).toBe('2-3 hours');
    expect(legacy.texts?.fr.estimatedTime).toBe('2-3 heures');
    expect(legacy.texts?.fr.title).toBe('Maintenance');
  });

  it('keeps an administrator’s own text per language; the other language falls back to its default', () => {
    const saved = applyMaintenanceChanges(completeMaintenanceSettings(undefined), {
      texts: { fr: { title: 'Mise à jour du moteur', estimatedTime: '30 minutes' } },
    });
    expect(saved.title).toBe('Mise à jour du moteur');
    const view = maintenanceView(saved);
    expect(view.texts?.fr).toEqual({
      title: 'Mise à jour du moteur',
      message: 'Site en maintenance',
      estimatedTime: '30 minutes',
    });
    expect(view.texts?.en).toEqual({
      title: 'Maintenance',
      message: 'Site under maintenance',
      estimatedTime: '2-3 hours',
    });
    // SPEC's bare fields are the French texts.
    const bare = applyMaintenanceChanges(saved, { message: 'Retour vers 15 h' });
    expect(bare.texts.fr.message).toBe('Retour vers 15 h');
    expect(bare.texts.en.message).toBe('');
    const english = applyMaintenanceChanges(bare, { texts: { en: { message: 'Back around 3 pm' } } });
    expect(maintenanceView(english).texts?.en.message).toBe('Back around 3 pm');
    expect(maintenanceView(english).texts?.fr.message).toBe('Retour vers 15 h');
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

  it('reads texts per language', () => {
    expect(maintenanceChanges(parse({ texts: { en: { title: 'Upgrade' } } }))).toEqual({
      texts: { en: { title: 'Upgrade' } },
    });
  });

  it('refuses wrong types, also inside { settings } and a language’s texts', () => {
    expect(validateSync(parse({ texts: { en: { title: 5 } } }))).not.toHaveLength(0);
    expect(validateSync(parse({ texts: { fr: { message: 'x'.repeat(2001) } } }))).not.toHaveLength(0);
    expect(validateSync(parse({ enabled: 'yes' }))).not.toHaveLength(0);
    expect(validateSync(parse({ settings: { showCountdown: 1 } }))).not.toHaveLength(0);
  });
});
