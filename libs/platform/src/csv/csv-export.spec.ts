import { csvLines, csvText, decodeSliceCursor, encodeSliceCursor } from './csv-export';

describe('CSV exports', () => {
  const id = '5f0c3c8e-5b8a-4f57-9a33-2a4c1c1c9a01';

  it('writes CRLF lines, quoting what needs it, and nothing for no lines', () => {
    expect(
      csvLines([
        ['a', 'b, c'],
        ['"q"', ''],
      ]),
    ).toBe('a,"b, c"\r\n"""q""",\r\n');
    expect(csvLines([])).toBe('');
  });

  it('makes text a spreadsheet would run as a formula into plain text', () => {
    for (const text of ['=HYPERLINK("x")', '+1', '-2', '@bot', '\tx', '\rx'])
      expect(csvText(text)).toBe(`'${text}`);
    expect(csvText('Achat 1-2')).toBe('Achat 1-2');
  });

  it('continues after a row to the microsecond, with the running balance when there is one', () => {
    const at = '2026-11-26 10:00:00.123456+00';
    expect(decodeSliceCursor(encodeSliceCursor({ at, id }))).toEqual({ at, id });
    expect(decodeSliceCursor(encodeSliceCursor({ at, id, balance: -350 }))).toEqual({
      at,
      id,
      balance: -350,
    });
    const iso = '2026-11-26T10:00:00.123Z';
    expect(decodeSliceCursor(encodeSliceCursor({ at: iso, id }))).toEqual({ at: iso, id });
  });

  it('refuses a cursor it did not give', () => {
    const forged = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    expect(decodeSliceCursor('not-a-cursor')).toBeNull();
    expect(decodeSliceCursor(forged(['2026-11-26', 'x'.repeat(36)]))).toBeNull();
    expect(decodeSliceCursor(forged(["'; DROP TABLE x --", id]))).toBeNull();
    expect(decodeSliceCursor(forged(['2026-11-26 10:00:00+00', id, 1.5]))).toBeNull();
    expect(decodeSliceCursor(forged(['2026-11-26 10:00:00+00', id, 1, 2]))).toBeNull();
    expect(decodeSliceCursor(forged({ at: '2026-11-26 10:00:00+00', id }))).toBeNull();
  });
});
