import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';

export class ConfigError extends Error {}

function describe(errors: ValidationError[]): string {
  return errors
    .map((e) => {
      // Class-validator lists the failed rules innermost first; the last is the declared message.
      const rules = Object.values(e.constraints ?? {});
      const rule = (rules.at(-1) ?? 'is invalid').replace(new RegExp(`^${e.property} `), '');
      return `${e.property} ${rule}`;
    })
    .join(', ');
}

/**
 * Reads and validates the environment into a typed config object. This module and the config
 * classes built on it are the only places that read `process.env`.
 */
export function parseConfig<T extends object>(cls: new () => T, env: NodeJS.ProcessEnv = process.env): T {
  const instance = plainToInstance(
    cls,
    { ...env },
    { exposeDefaultValues: true, enableImplicitConversion: true },
  );
  const errors = validateSync(instance, { whitelist: false, forbidUnknownValues: false });
  if (errors.length) {
    throw new ConfigError(`Invalid configuration: ${describe(errors)}`);
  }
  return instance;
}

/** As parseConfig, but a bad value ends the process with one clear line instead of a stack trace. */
export function loadConfig<T extends object>(cls: new () => T): T {
  try {
    return parseConfig(cls);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
}
