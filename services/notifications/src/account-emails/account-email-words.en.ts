/** The account mails' words in English. */
import {
  type AccountEmail,
  type Wording,
  Figures,
  placeLines,
  paymentPath,
  receiptPath,
  disownPath,
  SERVICE_KEYS_PATH,
  DISOWN_WORDS,
  type RevocationWords,
  revocationWording,
} from './account-email-parts';

/** The mail saying the account's keys and passkeys went with its password. */
const REVOCATION_WORDS: RevocationWords = {
  did: {
    keys: "revoked the account's API keys",
    passkeys: "removed the account's passkeys",
    passkeysToo: 'removed its passkeys',
    and: ' and ',
  },
  subject: {
    both: (brand) => `API keys and passkeys removed from your ${brand} account`,
    keys: (brand) => `API keys revoked on your ${brand} account`,
    passkeys: (brand) => `Passkeys removed from your ${brand} account`,
  },
  heading: {
    keys: { one: 'Your API key was revoked', other: 'Your API keys were revoked' },
    passkeys: { one: 'Your passkey was removed', other: 'Your passkeys were removed' },
  },
  because: (cause, did) => `${cause}, so we ${did}: whoever knew the old password may have made one.`,
  naming: (intro, names) => `${intro}: ${names}.`,
  named: {
    keys: { one: 'This API key was revoked', other: 'These API keys were revoked' },
    passkeys: { one: 'This passkey was removed', other: 'These passkeys were removed' },
  },
  quote: (name) => `“${name}”`,
  next: {
    keys: 'Every request made with them is refused from now on. If you still need the API, create new keys in Settings › API keys.',
    passkeys:
      'Sign in with your password, then add your passkeys again in Settings › 2-Factor Authentication.',
  },
  actions: { keys: 'Manage your API keys', passkeys: 'Add a passkey' },
};

export function english(mail: AccountEmail, brand: string, f: Figures): Wording {
  switch (mail.kind) {
    case 'payment-received': {
      const p = mail.payment;
      return {
        subject: `Payment received: waiting for confirmations`,
        heading: 'Payment received',
        paragraphs: [
          `Your payment of ${f.coins(p)} (${f.money(p.amount, p.currency)} for ${f.credits(p.credits)}) has been seen on the blockchain.`,
          'It is now waiting for network confirmations. Your credits are added as soon as it is confirmed, and we will email you then.',
        ],
        actions: [{ label: 'Follow your payment', path: paymentPath(p) }],
      };
    }
    case 'payment-confirmed': {
      const p = mail.payment;
      return {
        subject: `Payment confirmed: ${f.credits(p.credits)} added`,
        heading: 'Payment confirmed',
        paragraphs: [
          `Your payment of ${f.money(p.amount, p.currency)} is confirmed and ${f.credits(p.credits)} ${f.plural(p.credits, { one: 'was', other: 'were' })} added to your account.`,
          `Your balance is now ${f.credits(mail.balance)}.`,
        ],
        actions: [
          { label: 'View your receipt', path: receiptPath(p) },
          { label: 'View the payment', path: paymentPath(p) },
        ],
      };
    }
    case 'payment-partial': {
      const p = mail.payment;
      const arrived = p.paidAmount ?? 0;
      return {
        subject: `Partial payment received: ${f.credits(p.credits)} added`,
        heading: 'Partial payment received',
        paragraphs: [
          `We received ${f.money(arrived, p.currency)} of the ${f.money(p.amount, p.currency)} your payment asked for: less than the full amount.`,
          `${f.credits(p.credits)} ${f.plural(p.credits, { one: 'was', other: 'were' })} added to your account for what arrived. Your balance is now ${f.credits(mail.balance)}.`,
          'This payment is now closed: money sent to its address from now on is not added to it. To get the rest of your credits, start a new payment for the pack you need from the pricing page.',
        ],
        actions: [
          { label: 'Buy the rest of your credits', path: '/pricing' },
          { label: 'View your receipt', path: receiptPath(p) },
          { label: 'View the payment', path: paymentPath(p) },
        ],
      };
    }
    case 'payment-expired': {
      const p = mail.payment;
      return {
        subject: 'Your payment expired',
        heading: 'Payment expired',
        paragraphs: [
          `Your payment of ${f.money(p.amount, p.currency)} for ${f.credits(p.credits)} expired before any money arrived. Nothing was taken.`,
          'If you sent the money anyway, we keep watching for it for 24 hours and add your credits if it arrives. Otherwise, start a new payment whenever you like.',
        ],
        actions: [
          { label: 'View the payment', path: paymentPath(p) },
          { label: 'Start a new payment', path: '/pricing' },
        ],
      };
    }
    case 'payment-late': {
      const p = mail.payment;
      return {
        subject: 'Late payment received',
        heading: 'Late payment received',
        paragraphs: [
          `Money arrived for your payment of ${f.money(p.amount, p.currency)} for ${f.credits(p.credits)} after it had expired.`,
          'We are processing it like any other payment: your credits are added once it is confirmed, and we will email you then.',
        ],
        actions: [{ label: 'Follow your payment', path: paymentPath(p) }],
      };
    }
    case 'payment-refunded': {
      const p = mail.payment;
      return {
        subject: 'Refund recorded for your payment',
        heading: 'Refund recorded',
        paragraphs: [
          `Our payment provider recorded a refund of your payment of ${f.money(p.amount, p.currency)} for ${f.credits(p.credits)}.`,
          `The money goes back as the provider arranges it. If you did not expect this, reply to this email or contact ${brand} support.`,
        ],
        actions: [{ label: 'View the payment', path: paymentPath(p) }],
      };
    }
    case 'refund-issued':
      return {
        subject: `Your refund of ${f.money(mail.amount, mail.currency)} is ready to claim`,
        heading: 'Claim your refund',
        paragraphs: [
          `We refunded ${f.credits(mail.credits)} of your payment: ${f.money(mail.amount, mail.currency)}, taken off your balance.`,
          'Follow the button below and give the address where the money should go; it is paid at the rate of the day you claim it.',
        ],
        actions: [
          { label: 'Claim your refund', path: mail.claimLink },
          { label: 'View the payment', path: `/payment/${mail.paymentId}` },
        ],
      };
    case 'low-balance':
      return {
        subject: `Your balance is low: ${f.credits(mail.balance)} left`,
        heading: 'Your balance is low',
        paragraphs: [
          `Your balance is ${f.credits(mail.balance)}, below your alert threshold of ${f.credits(mail.threshold)}.`,
          `A pack of ${f.credits(mail.pack)} covers about a week of your usual use.`,
        ],
        actions: [{ label: `Buy ${f.credits(mail.pack)}`, path: `/pricing?pack=${mail.pack}` }],
      };
    case 'new-sign-in':
      return {
        subject: `New sign-in to your ${brand} account`,
        heading: 'New sign-in to your account',
        paragraphs: [
          `Your ${brand} account was signed in to from a device and address it had not used in the last 90 days.`,
          ...placeLines(mail, f),
          'If this was you, there is nothing to do.',
          DISOWN_WORDS.en,
        ],
        actions: [{ label: "This wasn't me", path: disownPath(mail.disownToken) }],
      };
    case 'password-changed':
      return {
        subject: `Your ${brand} password was changed`,
        heading: 'Your password was changed',
        paragraphs: [
          mail.method === 'reset'
            ? `The password of your ${brand} account was just reset with a code sent to this address. Every session of your account was signed out.`
            : `The password of your ${brand} account was just changed from a signed-in session. Every other session of your account was signed out.`,
          ...placeLines(mail, f),
          'If this was you, there is nothing to do.',
          DISOWN_WORDS.en,
        ],
        actions: [{ label: "This wasn't me", path: disownPath(mail.disownToken) }],
      };
    case 'sign-up-attempt':
      return {
        subject: 'Someone tried to sign up with your address',
        heading: 'Someone tried to sign up with your address',
        paragraphs: [
          `Someone just tried to sign up to ${brand} with ${mail.email}, an address that already has an account: yours. No account was created and nothing about yours changed.`,
          'If it was you, you do not need a new account: sign in, or choose a new password if you forgot yours.',
          "If it wasn't you, you can ignore this email. Nobody gets into your account without your password.",
        ],
        actions: [
          { label: 'Sign in', path: '/login' },
          { label: 'Forgot your password?', path: '/reset-password' },
        ],
      };
    case 'api-keys-revoked':
      return revocationWording(mail, brand, f, REVOCATION_WORDS);
    case 'service-key-expiring':
      return {
        subject: `Service key “${mail.name}” expires soon`,
        heading: 'A service key expires soon',
        paragraphs: [
          `The service key “${mail.name}” (${mail.prefix}…) expires on ${f.time(mail.expiresAt)}.`,
          'After that, every request made with it is refused. Create a new key in the back office, give it to the service that uses this one, then revoke the old key.',
        ],
        actions: [{ label: 'Open the service keys', path: SERVICE_KEYS_PATH }],
      };
  }
}
