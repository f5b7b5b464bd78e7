// Legal texts: the /legal summary, terms of service and privacy policy.
// A section is a heading, paragraphs and optional bullet points.
export const legal = {
  legalPage: {
    eyebrow: 'Legal',
    title: 'Legal information',
    subtitle:
      'The short version of our terms, how we handle your data, and what our figures do and do not mean.',
    readMore: 'Read the full text',
    termsCard: {
      title: 'Terms of Service',
      points: [
        'You must be at least 18 years old.',
        'One account per person.',
        'Credits are one-time purchases: no refunds, and they are non-transferable.',
        'Breaking the rules means losing your credits and a permanent ban.',
      ],
    },
    privacyCard: {
      title: 'Privacy Policy',
      points: [
        'We collect what we need to run your account and payments.',
        'We never sell your personal data.',
        'Your IP address is used for security and abuse prevention.',
        'You can ask us for a copy or deletion of your data.',
      ],
    },
    disclaimerCard: {
      title: 'Disclaimer',
      points: [
        'The AI success rate is approximately 90% across our tests.',
        'It is not a guarantee of winnings.',
        'Gambling involves risk of loss.',
        'Play responsibly, and only where it is legal for you.',
      ],
    },
    responsible:
      'If gambling stops being fun, take a break. Organisations such as BeGambleAware, Joueurs Info Service or Gamblers Anonymous offer free, confidential help.',
  },
  documents: {
    lastUpdated: 'Last updated: {{date}}',
    sectionsLabel: 'Sections',
  },
  terms: {
    eyebrow: 'Legal',
    title: 'Terms of Service',
    intro: 'Please read these terms carefully before buying credits or using {{brand}}.',
    tabs: {
      overview: {
        label: 'Overview',
        title: 'Overview',
        paragraphs: [
          '{{brand}} provides AI-powered analysis of casino-betting strategies. You buy credits and spend them on analyses.',
          'These terms form the agreement between you and {{brand}}. They apply to the website, your account, your credits and every analysis you run.',
        ],
        bullets: [] as string[],
      },
      acceptance: {
        label: 'Acceptance',
        title: 'Acceptance of the terms',
        paragraphs: [
          'By creating an account or buying credits you accept these terms. If you do not accept them, do not use the service.',
        ],
        bullets: [
          'You must be at least 18 years old, and of legal gambling age where you live.',
          'One account per person. Duplicate accounts are closed.',
          'You are responsible for checking that online gambling is legal in your jurisdiction.',
          'We may update these terms; the date above shows the latest version, and continued use means you accept it.',
        ],
      },
      usage: {
        label: 'Usage',
        title: 'Using the service',
        paragraphs: [
          'Analyses are provided for information. You decide what to bet, where and how much.',
          'Our models reach an approximate 90% success rate across our tests. This is a measured average, not a promise about any single bet or session.',
        ],
        bullets: [
          'Keep your password and two-factor codes to yourself; activity on your account is your responsibility.',
          'Use the service for your own play only.',
          'Give accurate information when you register.',
        ],
      },
      prohibited: {
        label: 'Prohibited',
        title: 'Prohibited conduct',
        paragraphs: ['The following are not allowed:'],
        bullets: [
          'Opening more than one account, or sharing, selling or lending an account.',
          'Transferring or reselling credits or analyses.',
          'Scraping, automating, reverse-engineering or overloading the service.',
          'Fraudulent payments, payment disputes made in bad faith, or abuse of the payment flow.',
          'Using the service if you are under 18 or where gambling is illegal.',
          'Any violation leads to the loss of all credits and a permanent ban.',
        ],
      },
      payments: {
        label: 'Payments',
        title: 'Payments and credits',
        paragraphs: [
          'Credits are sold as one-time purchases at 2 € per credit. There is no subscription and nothing renews automatically.',
          'We accept Bitcoin, Ethereum and Litecoin. Other cryptocurrencies are also available through our payment provider. Credits are added to your account automatically once the payment is confirmed.',
        ],
        bullets: [
          'All purchases are final: no refunds.',
          'Credits are non-transferable and tied to your account.',
          'Send the exact amount shown at checkout before the payment window expires.',
        ],
      },
      liability: {
        label: 'Liability',
        title: 'Limitation of liability',
        paragraphs: [
          '{{brand}} is provided "as is". The approximate 90% success rate describes past test results and does not guarantee future results or winnings.',
          'Gambling involves risk. You alone are responsible for your bets and any losses. To the extent the law allows, {{brand}} is not liable for gambling losses or indirect damages.',
          'Play responsibly: set limits, never chase losses, and seek help if gambling stops being fun.',
        ],
        bullets: [] as string[],
      },
    },
  },
  privacy: {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    intro: 'What we collect, why, and what you can ask of us.',
    tabs: {
      overview: {
        label: 'Overview',
        title: 'Overview',
        paragraphs: [
          'This policy explains how {{brand}} collects and uses personal data when you visit the site, create an account or buy credits.',
          'We collect as little as we can, keep it secure with AES-256 encryption, and never sell it.',
        ],
        bullets: [] as string[],
      },
      'data-collection': {
        label: 'Data collection',
        title: 'Data we collect',
        paragraphs: ['Depending on how you use the service we collect:'],
        bullets: [
          'Account data: first name, last name, email address and a secure hash of your password.',
          'Payment data: payment identifiers, amounts, the cryptocurrency used and payment addresses. We never see card or wallet keys.',
          'Technical data: IP address, browser, device, language and pages visited, used for security and to keep the service running.',
          'Local storage on your device: your session and your cart.',
        ],
      },
      usage: {
        label: 'Usage',
        title: 'How we use it',
        paragraphs: ['We use your data to:'],
        bullets: [
          'Run your account, your credit balance and your analyses.',
          'Process payments and add credits once they are confirmed.',
          'Send you verification codes, security alerts and service notifications.',
          'Prevent fraud and abuse, including banning IP addresses that break the rules.',
          'Improve our models, using aggregated data that does not identify you.',
        ],
      },
      disclaimer: {
        label: 'Disclaimer',
        title: 'Disclaimer',
        paragraphs: [
          'Analyses are information, not financial or gambling advice. The AI success rate is approximately 90% across our tests and is not a guarantee.',
          'Gambling involves risk. The service is reserved for adults aged 18 and over.',
        ],
        bullets: [] as string[],
      },
      responsibility: {
        label: 'Responsibility',
        title: 'Your responsibility',
        paragraphs: ['Some of keeping your data safe is in your hands:'],
        bullets: [
          'Use a strong, unique password and turn on two-factor authentication.',
          'Keep your contact details accurate.',
          'Sign out on shared devices.',
          'Follow the gambling laws that apply where you live.',
        ],
      },
      contact: {
        label: 'Contact',
        title: 'Contact us',
        paragraphs: [
          'To access, correct or delete your personal data, or for any question about this policy, write to {{email}}.',
          'You can also reach the team on our Discord community. We answer requests within 30 days.',
        ],
        bullets: [] as string[],
      },
    },
  },
};
