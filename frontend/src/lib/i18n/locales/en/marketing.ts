// Marketing copy: home, pricing and about. Figures come from src/lib/product.ts.
export const marketing = {
  hero: {
    eyebrow: 'AI strategy analysis for casino games',
    titleLead: 'Stop guessing.',
    titleAccent: 'Let AI test your strategy.',
    body: '{{brand}} runs your betting strategy through millions of simulated rounds and tells you what actually holds up — with a 90% success rate over 5M+ tests on Stake, Roobet and BC.Game.',
    getStarted: 'Get Started',
    watchDemo: 'Watch Demo',
    trust: ['One-time credit packs', 'No subscription', 'Pay in BTC, ETH or LTC'],
    preview: {
      label: 'Live analysis preview',
      strategy: 'Strategy',
      strategyValue: 'Martingale · European roulette',
      confidence: 'Success probability',
      latency: 'Latency',
      rounds: 'Simulated rounds',
      verdict: 'Verdict',
      verdictValue: 'Hold — cap the progression at 6 steps',
    },
  },
  features: {
    eyebrow: 'Why {{brand}}',
    title: 'Built like trading software, tuned for the casino floor',
    subtitle: 'Every analysis is back-tested, encrypted and delivered in milliseconds.',
    items: [
      {
        title: '90% success rate',
        body: 'Recommendations validated at an approximate 90% success rate across our test corpus.',
      },
      {
        title: '5M+ tests',
        body: 'Every model is back-tested on more than five million simulated rounds before it reaches you.',
      },
      {
        title: 'Under 100 ms',
        body: 'Answers arrive while the table is still open: analyses return in under 100 ms.',
      },
      {
        title: 'AES-256 encryption',
        body: 'Your strategies and account data are encrypted with AES-256, in transit and at rest.',
      },
      {
        title: '99.9% uptime',
        body: 'Redundant infrastructure keeps the analyser available whenever you play.',
      },
      {
        title: '24/7 support',
        body: 'Our team and community answer around the clock on Discord.',
      },
    ],
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Simple, one‑time credit packs',
    subtitle: '{{price}} per credit. No subscription, no hidden fees. Pay in Bitcoin, Ethereum or Litecoin.',
    pageTitle: 'Pay only for the analyses you run',
    pageSubtitle:
      'Pick a pack, pay once in crypto, and your credits land on your account as soon as the payment confirms.',
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'Trusted by players who take their strategy seriously',
    ratingLabel: 'Rated {{rating}} out of 5',
    items: [
      {
        name: 'Julien M.',
        role: 'Roulette player · Lyon',
        quote:
          'I had been running a Martingale variant on instinct for years. One analysis showed me exactly where it breaks. I changed two rules and my sessions are far calmer.',
      },
      {
        name: 'Sarah K.',
        role: 'Blackjack enthusiast · London',
        quote:
          'The speed is unreal. I get a verdict before the next hand is dealt, and the explanations are clear enough that I actually learn something.',
      },
      {
        name: 'Thomas R.',
        role: 'Crash games · Brussels',
        quote:
          'Paying once in crypto and not thinking about a subscription is exactly what I wanted. Credits showed up a few minutes after the payment confirmed.',
      },
      {
        name: 'Amélie D.',
        role: 'Live casino · Montréal',
        quote:
          'I use it on Stake and Roobet with the same account. Being able to compare platforms side by side is what sold me.',
      },
      {
        name: 'Marco B.',
        role: 'Dice strategies · Milan',
        quote: 'Support on Discord answered me at 3 a.m. on a Sunday. That alone is worth it.',
      },
      {
        name: 'Nadia L.',
        role: 'Roulette & baccarat · Geneva',
        quote:
          'It does not promise miracles, and I like that. It tells me which of my ideas are worth the risk and which are not.',
      },
    ],
  },
  stats: {
    successRate: 'Success rate',
    testsRun: 'Tests run',
    rating: 'User rating',
    support: 'Support',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
    items: [
      {
        question: 'What is {{brand}}?',
        answer:
          '{{brand}} is an AI tool that analyses casino-betting strategies. You describe a strategy — stake progression, stop-loss, game and platform — and it back-tests it on millions of simulated rounds, then tells you how it holds up and how to tighten it.',
      },
      {
        question: 'Is {{brand}} free?',
        answer:
          'No, {{brand}} is not free. Analyses use credits, which you buy in one-time packs at 2 € per credit. There is no subscription and nothing renews automatically.',
      },
      {
        question: 'How many credits do I need to start?',
        answer:
          'You start with 10 credits: the smallest pack (20 €) is enough to run your first analyses. Larger packs of 20 to 100 credits are available when you need more.',
      },
      {
        question: 'How do I pay?',
        answer:
          'Payments are in cryptocurrency: Bitcoin, Ethereum or Litecoin, priced in euros or US dollars. Other cryptocurrencies are available through our payment provider. Credits are added automatically once the payment is confirmed on the blockchain.',
      },
      {
        question: 'Which platforms are supported?',
        answer:
          '{{brand}} supports Stake, Roobet and BC.Game. Your credits work on every supported platform from the same account.',
      },
      {
        question: 'Does the 90% success rate guarantee that I win?',
        answer:
          'No. The 90% figure is the approximate success rate measured across our tests; it is not a guarantee of winnings. Gambling always involves risk. {{brand}} is for adults aged 18 and over: play responsibly.',
      },
      {
        question: 'Can I get a refund or transfer my credits?',
        answer:
          'No. All credit purchases are final and non-refundable, and credits are tied to your account: they cannot be transferred or resold. One account per person.',
      },
    ],
  },
  cta: {
    title: 'Ready to put your strategy to the test?',
    body: 'Grab a credit pack and run your first analysis in minutes, or come and talk strategy with the community.',
    getCredits: 'Get Credits',
    joinDiscord: 'Join Discord',
  },
  about: {
    eyebrow: 'About',
    title: 'The analyst in your corner',
    subtitle:
      '{{brand}} was built by data scientists and long-time players who wanted answers grounded in numbers, not folklore.',
    cards: [
      {
        title: 'Success rate',
        stat: '90%',
        body: 'Our models reach an approximate 90% success rate over more than five million test rounds. We publish the figure, and we are clear that it is not a guarantee.',
      },
      {
        title: 'Multi-platform',
        stat: '3',
        body: 'One account, one credit balance, three supported platforms: Stake, Roobet and BC.Game.',
      },
      {
        title: 'AI-powered',
        stat: '<100 ms',
        body: 'Machine-learning models trained on millions of rounds return a verdict in under 100 ms, with the reasons behind it.',
      },
    ],
  },
};
