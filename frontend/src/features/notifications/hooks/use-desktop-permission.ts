import { useCallback, useState } from 'react';
import {
  desktopPermission,
  requestDesktopPermission,
  type DesktopPermission,
} from '../browser-notifications';

/** The desktop-notification permission, and a polite way to ask for it (from a click). */
export function useDesktopPermission() {
  const [permission, setPermission] = useState<DesktopPermission>(desktopPermission);
  const request = useCallback(async () => setPermission(await requestDesktopPermission()), []);
  return { permission, canAsk: permission === 'default', request };
}
