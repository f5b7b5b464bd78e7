/**
 * TRUST_PROXY as Fastify's `trustProxy` (Express's `trust proxy` rules): a boolean or a list of
 * addresses and subnets. A hop count is refused by the configuration: it trusts whatever the
 * nearest peer says without checking that peer's address, so a client that reaches the gateway
 * directly could name any address.
 */
export function trustProxyValue(setting: string): boolean | string[] {
  const value = setting.trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
