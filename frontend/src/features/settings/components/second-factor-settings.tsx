// Settings › 2-Factor Authentication: passkeys, the emailed code, authenticator apps and recovery codes.
import { AuthenticatorAppPanel } from './authenticator-app-panel';
import { PasskeysPanel } from './passkeys-panel';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SecondFactorSummary } from './second-factor-summary';
import { StaffSecondFactorNotice } from './staff-second-factor-notice';
import { TwoFactorPanel } from './two-factor-panel';

/** `returnTo`: opened from the back office, which needs a second factor; leads back once there is one. */
export function SecondFactorSettings({ returnTo }: { returnTo?: string }) {
  return (
    <div className="grid gap-6">
      {returnTo && <StaffSecondFactorNotice returnTo={returnTo} />}
      <SecondFactorSummary />
      <PasskeysPanel />
      <AuthenticatorAppPanel />
      <TwoFactorPanel />
      <RecoveryCodesPanel />
    </div>
  );
}
