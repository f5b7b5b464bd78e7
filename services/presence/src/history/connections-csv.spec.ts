import { ConnectionRecord } from '@storefront/contracts';
import { connectionsCsv, formatDuration } from './connections-csv';

const record = (overrides: Partial<ConnectionRecord> = {}): ConnectionRecord => ({
  id: '6f1c2f5e-9d8a-4a51-9e3a-3f1c2b4d5e6f',
  userCode: null,
  email: null,
  name: null,
  ip_network: '203.0.113.0/24',
  device: 'Desktop',
  browser: 'Chrome',
  os: 'Windows 10',
  connectedAt: '2025-03-01T11:00:00.000Z',
  disconnectedAt: null,
  duration: 65,
  status: 'connected',
  pagesVisited: 3,
  location: null,
  lastActivity: '2025-03-01T11:01:05.000Z',
  ...overrides,
});

describe('connection history CSV', () => {
  it('starts with the spec columns, the dates saying their time zone, and fills gaps with the French fallbacks', () => {
    const [header, row] = connectionsCsv([record()], 'Europe/Paris', true).trim().split('\r\n');
    expect(header).toBe(
      'ID,Code utilisateur,Email,Nom,IP,Appareil,Navigateur,OS,Connexion (Europe/Paris),Déconnexion (Europe/Paris),Durée,Statut,Pages,Localisation',
    );
    expect(row.split(',')).toEqual([
      '6f1c2f5e-9d8a-4a51-9e3a-3f1c2b4d5e6f',
      '',
      'Anonyme',
      'Inconnu',
      '203.0.113.0/24',
      'Desktop',
      'Chrome',
      'Windows 10',
      '01/03/2025 12:00:00',
      'En cours',
      '1m 05s',
      'Connecté',
      '3',
      '',
    ]);
  });

  it('names a finished visit of a known user', () => {
    const csv = connectionsCsv(
      [
        record({
          userCode: 'USR-ABCDEF12',
          email: 'ada@example.test',
          name: 'Ada Lovelace',
          disconnectedAt: '2025-03-01T12:30:00.000Z',
          status: 'disconnected',
          duration: 5400,
        }),
      ],
      'Europe/Paris',
      false,
    );
    expect(csv.trim().split(',')).toEqual(
      expect.arrayContaining([
        'USR-ABCDEF12',
        'ada@example.test',
        'Ada Lovelace',
        '01/03/2025 13:30:00',
        '1h 30m 00s',
        'Déconnecté',
      ]),
    );
  });

  it('quotes commas and defuses spreadsheet formulas in user-supplied text', () => {
    const csv = connectionsCsv(
      [record({ name: '=HYPERLINK("x"), bad', email: '+1@example.test' })],
      'UTC',
      false,
    );
    expect(csv).toContain(`"'=HYPERLINK(""x""), bad"`);
    expect(csv).toContain(`'+1@example.test`);
  });

  it('formats durations compactly', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(59)).toBe('59s');
    expect(formatDuration(3600)).toBe('1h 00m 00s');
  });
});
