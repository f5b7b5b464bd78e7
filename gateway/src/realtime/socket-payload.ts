import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

/** A socket message checked against its contract class; null when it does not conform. */
export function socketPayload<T extends object>(cls: new () => T, raw: unknown): T | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const payload = plainToInstance(cls, raw);
  return validateSync(payload, { whitelist: true, forbidUnknownValues: false }).length ? null : payload;
}
