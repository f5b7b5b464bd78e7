import { describe, expect, it } from 'vitest';
import { detailLines } from './audit-details';

const words = { yes: 'Oui', no: 'Non', none: '—' };

describe('audit details', () => {
  it('reads before and after as "from → to"', () => {
    expect(detailLines({ credits: { from: 0, to: 12.5 }, isAdmin: true }, words)).toEqual([
      { field: 'credits', value: '0 → 12.5' },
      { field: 'isAdmin', value: 'Oui' },
    ]);
  });

  it('flattens a change set without repeating its wrapper', () => {
    expect(detailLines({ changes: { enabled: false, title: 'Maintenance' } }, words)).toEqual([
      { field: 'enabled', value: 'Non' },
      { field: 'title', value: 'Maintenance' },
    ]);
    expect(detailLines({ filter: { device: 'Mobile', search: null } }, words)).toEqual([
      { field: 'filter.device', value: 'Mobile' },
      { field: 'filter.search', value: '—' },
    ]);
  });

  it('reads a list of plain values as one, and keeps anything else as it was written', () => {
    expect(
      detailLines({ scopes: ['credits:read', 'credits:spend'], tags: [], rows: [{ id: 1 }] }, words),
    ).toEqual([
      { field: 'scopes', value: 'credits:read, credits:spend' },
      { field: 'tags', value: '—' },
      { field: 'rows', value: '[{"id":1}]' },
    ]);
  });

  it('has nothing to say about empty details', () => {
    expect(detailLines({}, words)).toEqual([]);
    expect(detailLines(null, words)).toEqual([]);
  });

  it('puts a coded value in words wherever it stands, and keeps a code it has no words for', () => {
    const code = (field: string, value: string) =>
      field === 'role'
        ? ({ owner: 'Propriétaire', finance: 'Finance' } as Record<string, string>)[value]
        : undefined;
    expect(
      detailLines(
        {
          changes: { role: { from: 'finance', to: 'owner' } },
          role: 'auditor',
          roles: ['owner'],
          title: 'owner',
        },
        { ...words, code },
      ),
    ).toEqual([
      { field: 'role', value: 'Finance → Propriétaire' },
      { field: 'role', value: 'auditor' },
      { field: 'roles', value: 'owner' },
      { field: 'title', value: 'owner' },
    ]);
  });
});
