// Settings › Email preferences: which account emails the user gets, and the low-balance warning.
export const emailPreferences = {
  emailPreferences: {
    title: 'Email preferences',
    body: 'Choose which emails we send you about your payments and your balance. Emails that say which credits were added are always sent.',
    loading: 'Loading your email preferences…',
    loadError: 'Could not load your email preferences',
    retry: 'Try again',
    paymentsHeading: 'Payments',
    balanceHeading: 'Balance',
    securityHeading: 'Security',
    items: {
      payment_received: {
        label: 'Payment received',
        hint: 'When your payment reaches the network, before it is confirmed.',
      },
      payment_confirmed: {
        label: 'Payment confirmed',
        hint: 'Always sent: it says which credits were added and links to your receipt.',
      },
      payment_partial: {
        label: 'Partial payment',
        hint: 'Always sent: it says what was received and the credits it bought.',
      },
      payment_expired: {
        label: 'Payment expired',
        hint: 'When a payment window closes with nothing received. Off unless you turn it on.',
      },
      payment_late: {
        label: 'Late payment',
        hint: 'When money arrives after the payment window closed.',
      },
      payment_refunded: {
        label: 'Refund recorded',
        hint: 'When a refund of one of your payments is recorded.',
      },
      low_balance: {
        label: 'Low balance',
        hint: 'An email when your balance falls below the threshold below, with a pack to top it up.',
      },
      new_sign_in: {
        label: 'New sign-in',
        hint: 'When your account is signed in to from a device and address it has not used in 90 days, with a link to sign everyone out.',
      },
    },
    threshold: {
      label: 'Low-balance threshold (credits)',
      hint: 'Below this many credits you get a notification, and the email above if it is on. 0 turns the warning off.',
      invalid: 'Enter a whole number from 0 to {{max}}',
    },
    save: 'Save preferences',
    saving: 'Saving…',
    saved: 'Email preferences saved',
    saveFailed: 'Could not save your email preferences. Please try again',
  },
};
