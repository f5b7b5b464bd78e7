/** The account mails' words in English. */
import type { AccountEmailWords, RevocationWords } from './account-email-parts';

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

export const ENGLISH: AccountEmailWords = {
  mails: {
    'payment-received': ({ payment: p }, f) => ({
      subject: `Payment received: waiting for confirmations`,
      heading: 'Payment received',
      paragraphs: [
        `Your payment of ${f.coins(p)} (${f.money(p.amount, p.currency)} for ${f.credits(p.credits)}) has been seen on the blockchain.`,
        'It is now waiting for network confirmations. Your credits are added as soon as it is confirmed, and we will email you then.',
      ],
      actions: ['Follow your payment'],
    }),
    'payment-confirmed': ({ payment: p, balance }, f) => ({
      subject: `Payment confirmed: ${f.credits(p.credits)} added`,
      heading: 'Payment confirmed',
      paragraphs: [
        `Your payment of ${f.money(p.amount, p.currency)} is confirmed and ${f.credits(p.credits)} ${f.plural(p.credits, { one: 'was', other: 'were' })} added to your account.`,
        `Your balance is now ${f.credits(balance)}.`,
      ],
      actions: ['View your receipt', 'View the payment'],
    }),
    'payment-partial': ({ payment: p, balance }, f) => ({
      subject: `Partial payment received: ${f.credits(p.credits)} added`,
      heading: 'Partial payment received',
      paragraphs: [
        `We received ${f.money(p.paidAmount ?? 0, p.currency)} of the ${f.money(p.amount, p.currency)} your payment asked for: less than the full amount.`,
        `${f.credits(p.credits)} ${f.plural(p.credits, { one: 'was', other: 'were' })} added to your account for what arrived. Your balance is now ${f.credits(balance)}.`,
        'This payment is now closed: money sent to its address from now on is not added to it. To get the rest of your credits, start a new payment for the pack you need from the pricing page.',
      ],
      actions: ['Buy the rest of your credits', 'View your receipt', 'View the payment'],
    }),
    'payment-expired': ({ payment: p }, f) => ({
      subject: 'Your payment expired',
      heading: 'Payment expired',
      paragraphs: [
        `Your payment of ${f.money(p.amount, p.currency)} for ${f.credits(p.credits)} expired before any money arrived. Nothing was taken.`,
        'If you sent the money anyway, we keep watching for it for 24 hours and add your credits if it arrives. Otherwise, start a new payment whenever you like.',
      ],
      actions: ['View the payment', 'Start a new payment'],
    }),
    'payment-late': ({ payment: p }, f) => ({
      subject: 'Late payment received',
      heading: 'Late payment received',
      paragraphs: [
        `Money arrived for your payment of ${f.money(p.amount, p.currency)} for ${f.credits(p.credits)} after it had expired.`,
        'We are processing it like any other payment: your credits are added once it is confirmed, and we will email you then.',
      ],
      actions: ['Follow your payment'],
    }),
    'payment-refunded': ({ payment: p }, f, brand) => ({
      subject: 'Refund recorded for your payment',
      heading: 'Refund recorded',
      paragraphs: [
        `Our payment provider recorded a refund of your payment of ${f.money(p.amount, p.currency)} for ${f.credits(p.credits)}.`,
        `The money goes back as the provider arranges it. If you did not expect this, reply to this email or contact ${brand} support.`,
      ],
      actions: ['View the payment'],
    }),
    'refund-issued': (mail, f) => ({
      subject: `Your refund of ${f.money(mail.amount, mail.currency)} is ready to claim`,
      heading: 'Claim your refund',
      paragraphs: [
        `We refunded ${f.credits(mail.credits)} of your payment: ${f.money(mail.amount, mail.currency)}, taken off your balance.`,
        'Follow the button below and give the address where the money should go; it is paid at the rate of the day you claim it.',
      ],
      actions: ['Claim your refund', 'View the payment'],
    }),
    'low-balance': (mail, f) => ({
      subject: `Your balance is low: ${f.credits(mail.balance)} left`,
      heading: 'Your balance is low',
      paragraphs: [
        `Your balance is ${f.credits(mail.balance)}, below your alert threshold of ${f.credits(mail.threshold)}.`,
        `A pack of ${f.credits(mail.pack)} covers about a week of your usual use.`,
      ],
      actions: [`Buy ${f.credits(mail.pack)}`],
    }),
    'sign-up-attempt': (mail, _f, brand) => ({
      subject: 'Someone tried to sign up with your address',
      heading: 'Someone tried to sign up with your address',
      paragraphs: [
        `Someone just tried to sign up to ${brand} with ${mail.email}, an address that already has an account: yours. No account was created and nothing about yours changed.`,
        'If it was you, you do not need a new account: sign in, or choose a new password if you forgot yours.',
        "If it wasn't you, you can ignore this email. Nobody gets into your account without your password.",
      ],
      actions: ['Sign in', 'Forgot your password?'],
    }),
    'service-key-expiring': (mail, f) => ({
      subject: `Service key “${mail.name}” expires soon`,
      heading: 'A service key expires soon',
      paragraphs: [
        `The service key “${mail.name}” (${mail.prefix}…) expires on ${f.time(mail.expiresAt)}.`,
        'After that, every request made with it is refused. Create a new key in the back office, give it to the service that uses this one, then revoke the old key.',
      ],
      actions: ['Open the service keys'],
    }),
  },
  alerts: {
    'new-sign-in': (_mail, _f, brand) => ({
      subject: `New sign-in to your ${brand} account`,
      heading: 'New sign-in to your account',
      paragraphs: [
        `Your ${brand} account was signed in to from a device and address it had not used in the last 90 days.`,
      ],
    }),
    'password-changed': (mail, _f, brand) => ({
      subject: `Your ${brand} password was changed`,
      heading: 'Your password was changed',
      paragraphs: [
        mail.method === 'reset'
          ? `The password of your ${brand} account was just reset with a code sent to this address. Every session of your account was signed out.`
          : `The password of your ${brand} account was just changed from a signed-in session. Every other session of your account was signed out.`,
      ],
    }),
  },
  alertClosing: { wasYou: 'If this was you, there is nothing to do.', notMe: "This wasn't me" },
  revocation: REVOCATION_WORDS,
};
