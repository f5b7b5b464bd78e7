import type { PasskeyView } from '@storefront/contracts';
import UAParser from 'ua-parser-js';
import type { PasskeyEntity } from './passkey.entity';

/** A passkey as GoTrue lists it. */
export function toPasskeyView(passkey: PasskeyEntity): PasskeyView {
  return {
    id: passkey.id,
    friendly_name: passkey.friendlyName,
    created_at: passkey.createdAt.toISOString(),
    last_used_at: passkey.lastUsedAt ? passkey.lastUsedAt.toISOString() : null,
  };
}

/**
 * A new passkey's name until its owner gives it one: the browser and system it was made on
 * ("Chrome · macOS"), names that read the same in every language; empty when the agent says
 * neither, and the page then shows its own word for a passkey.
 */
export function defaultPasskeyName(userAgent: string | undefined): string {
  const result = new UAParser(userAgent ?? '').getResult();
  return [result.browser.name, result.os.name].filter(Boolean).join(' · ');
}
