import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

type Lookup = (
  target: object,
  schema: string,
  always: boolean,
  strictGroups: boolean,
  groups?: string[],
) => ValidationMetadata[];

const cached = new WeakSet<object>();

/**
 * class-validator finds the rules of a class by walking every class that has rules (hundreds in
 * the contracts) on each lookup, and a message's validation looks up every class it holds, some
 * more than once: for a small message that walk costs more than the checks. The rules are
 * declared once, by decorators, when the modules load, so each class's are remembered here;
 * declaring a rule later (a class loaded late) forgets them all.
 */
export function cacheValidationRules(): void {
  const storage = getMetadataStorage() as unknown as {
    getTargetValidationMetadatas: Lookup;
    addValidationMetadata(metadata: ValidationMetadata): void;
  };
  if (cached.has(storage)) return;
  cached.add(storage);
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  let rules = new Map<object, Map<string, ValidationMetadata[]>>();
  storage.addValidationMetadata = (metadata) => {
    rules = new Map();
    add(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\n${always}\n${strictGroups}\n${groups?.join('\n') ?? ''}`;
    let ofTarget = rules.get(target);
    if (!ofTarget) rules.set(target, (ofTarget = new Map()));
    let found = ofTarget.get(key);
    if (!found) ofTarget.set(key, (found = lookup(target, schema, always, strictGroups, groups)));
    return found;
  };
}
