/** TRUST_PROXY as Fastify's `trustProxy` (Express's `trust proxy` rules): a boolean, a hop count or a list of addresses. */
export function trustProxyValue(setting: string): boolean | number | string[] {
  const value = setting.trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
