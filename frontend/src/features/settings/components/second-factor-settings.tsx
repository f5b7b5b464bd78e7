// Settings › 2-Factor Authentication: passkeys, the emailed code, authenticator apps and recovery codes.
import { AuthenticatorAppPanel } from './authenticator-app-panel';
import { PasskeysPanel } from './passkeys-panel';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorPanel } from './two-factor-panel';

export function SecondFactorSettings() {
  return (
    <div className="grid gap-6">
      <PasskeysPanel />
      <AuthenticatorAppPanel />
      <TwoFactorPanel />
      <RecoveryCodesPanel />
    </div>
  );
}
