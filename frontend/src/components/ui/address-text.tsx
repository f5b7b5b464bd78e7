import { Trans } from 'react-i18next';

/** The catalogue texts that show an e-mail address in their `<strong>` tag. */
type AddressTextKey =
  | 'auth.accountCreated.body'
  | 'auth.newPassword.subtitle'
  | 'auth.resetPassword.codeSubtitle'
  | 'auth.verifyEmail.subtitle'
  | 'settings.twoFactor.verifyBody';

/** A catalogue text that shows the e-mail `address` in bold where its `<strong>` tag stands. */
export function AddressText({ i18nKey, address }: { i18nKey: AddressTextKey; address: string }) {
  return (
    <Trans
      i18nKey={i18nKey}
      values={{ address }}
      components={{ strong: <strong className="font-semibold break-words text-fg" /> }}
    />
  );
}
