import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { containsUnstorableText } from '../http/storable-text.pipe';

/** A JSON object as socket.io decodes one; binary attachments arrive as Buffers, arrays as arrays. */
function isPlainObject(raw: unknown): raw is object {
  if (!raw || typeof raw !== 'object') return false;
  const proto = Object.getPrototypeOf(raw);
  return proto === Object.prototype || proto === null;
}

/**
 * A socket message checked against its contract class; null when it does not conform. Text that
 * Postgres cannot store (U+0000, lone surrogates), which no contract field needs, does not conform.
 */
export function socketPayload<T extends object>(cls: new () => T, raw: unknown): T | null {
  if (!isPlainObject(raw) || containsUnstorableText(raw)) return null;
  try {
    const payload = plainToInstance(cls, raw);
    return validateSync(payload, { whitelist: true, forbidUnknownValues: false }).length ? null : payload;
  } catch {
    // class-transformer throws on some shapes, e.g. a nested object with its own `constructor` key.
    return null;
  }
}
