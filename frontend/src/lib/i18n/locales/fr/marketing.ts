import type { marketing as en } from '../en/marketing';

export const marketing: typeof en = {
  hero: {
    eyebrow: 'Analyse de stratégies de casino par IA',
    titleLead: 'Arrêtez de deviner.',
    titleAccent: 'Laissez l’IA tester votre stratégie.',
    body: '{{brand}} soumet votre stratégie de mise à des millions de tours simulés et vous dit ce qui tient vraiment la route — avec 90 % de réussite sur plus de 5 M de tests, sur Stake, Roobet et BC.Game.',
    getStarted: 'Commencer',
    watchDemo: 'Voir la démo',
    trust: ['Packs de crédits à l’achat unique', 'Sans abonnement', 'Paiement en BTC, ETH ou LTC'],
    preview: {
      label: 'Aperçu d’une analyse en direct',
      strategy: 'Stratégie',
      strategyValue: 'Martingale · Roulette européenne',
      confidence: 'Probabilité de réussite',
      latency: 'Latence',
      rounds: 'Tours simulés',
      verdict: 'Verdict',
      verdictValue: 'À conserver — limitez la progression à 6 paliers',
    },
  },
  features: {
    eyebrow: 'Pourquoi {{brand}}',
    title: 'Conçu comme un logiciel de trading, réglé pour le casino',
    subtitle: 'Chaque analyse est testée sur historique, chiffrée et livrée en quelques millisecondes.',
    items: [
      {
        title: '90 % de réussite',
        body: 'Des recommandations validées avec un taux de réussite d’environ 90 % sur notre corpus de tests.',
      },
      {
        title: 'Plus de 5 M de tests',
        body: 'Chaque modèle est testé sur plus de cinq millions de tours simulés avant de vous être proposé.',
      },
      {
        title: 'Moins de 100 ms',
        body: 'La réponse arrive avant la fin du tour : les analyses sont rendues en moins de 100 ms.',
      },
      {
        title: 'Chiffrement AES-256',
        body: 'Vos stratégies et les données de votre compte sont chiffrées en AES-256, en transit comme au repos.',
      },
      {
        title: '99,9 % de disponibilité',
        body: 'Une infrastructure redondante garde l’analyseur disponible à chaque fois que vous jouez.',
      },
      {
        title: 'Support 24/7',
        body: 'Notre équipe et la communauté répondent jour et nuit sur Discord.',
      },
    ],
  },
  pricing: {
    eyebrow: 'Tarifs',
    title: 'Des packs de crédits simples, à l’achat unique',
    subtitle:
      '{{price}} par crédit. Sans abonnement ni frais cachés. Paiement en Bitcoin, Ethereum ou Litecoin.',
    pageTitle: 'Ne payez que les analyses que vous lancez',
    pageSubtitle:
      'Choisissez un pack, payez une seule fois en crypto, et vos crédits arrivent sur votre compte dès la confirmation du paiement.',
  },
  testimonials: {
    eyebrow: 'Témoignages',
    title: 'Adopté par les joueurs qui prennent leur stratégie au sérieux',
    ratingLabel: 'Noté {{rating}} sur 5',
    items: [
      {
        name: 'Julien M.',
        role: 'Joueur de roulette · Lyon',
        quote:
          'Je jouais une variante de Martingale à l’instinct depuis des années. Une analyse m’a montré exactement où elle cassait. J’ai changé deux règles et mes sessions sont bien plus sereines.',
      },
      {
        name: 'Sarah K.',
        role: 'Passionnée de blackjack · Londres',
        quote:
          'La vitesse est bluffante. J’ai le verdict avant la distribution suivante, et les explications sont assez claires pour que j’apprenne vraiment quelque chose.',
      },
      {
        name: 'Thomas R.',
        role: 'Jeux crash · Bruxelles',
        quote:
          'Payer une fois en crypto sans penser à un abonnement, c’est exactement ce que je voulais. Les crédits sont arrivés quelques minutes après la confirmation.',
      },
      {
        name: 'Amélie D.',
        role: 'Casino en direct · Montréal',
        quote:
          'Je l’utilise sur Stake et Roobet avec le même compte. Comparer les plateformes côte à côte, c’est ce qui m’a convaincue.',
      },
      {
        name: 'Marco B.',
        role: 'Stratégies de dés · Milan',
        quote:
          'Le support sur Discord m’a répondu à 3 h du matin un dimanche. Rien que pour ça, ça vaut le coup.',
      },
      {
        name: 'Nadia L.',
        role: 'Roulette et baccara · Genève',
        quote:
          'Il ne promet pas de miracles, et j’apprécie. Il me dit lesquelles de mes idées valent le risque et lesquelles non.',
      },
    ],
  },
  stats: {
    successRate: 'Taux de réussite',
    testsRun: 'Tests effectués',
    rating: 'Note des utilisateurs',
    support: 'Support',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Questions fréquentes',
    items: [
      {
        question: 'Qu’est-ce que {{brand}} ?',
        answer:
          '{{brand}} est un outil d’IA qui analyse les stratégies de paris de casino. Vous décrivez une stratégie — progression des mises, stop-loss, jeu et plateforme — et il la teste sur des millions de tours simulés, puis vous dit comment elle se comporte et comment l’améliorer.',
      },
      {
        question: '{{brand}} est-il gratuit ?',
        answer:
          'Non, {{brand}} n’est pas gratuit. Les analyses consomment des crédits, vendus en packs à l’achat unique à 2 € le crédit. Il n’y a pas d’abonnement et rien ne se renouvelle automatiquement.',
      },
      {
        question: 'De combien de crédits ai-je besoin pour commencer ?',
        answer:
          'Vous commencez avec 10 crédits : le plus petit pack (20 €) suffit pour lancer vos premières analyses. Des packs de 20 à 100 crédits sont disponibles quand il vous en faut plus.',
      },
      {
        question: 'Comment payer ?',
        answer:
          'Les paiements se font en cryptomonnaie : Bitcoin, Ethereum ou Litecoin, avec un prix en euros ou en dollars américains. D’autres cryptomonnaies sont disponibles via notre prestataire de paiement. Les crédits sont ajoutés automatiquement une fois le paiement confirmé sur la blockchain.',
      },
      {
        question: 'Quelles plateformes sont prises en charge ?',
        answer:
          '{{brand}} prend en charge Stake, Roobet et BC.Game. Vos crédits fonctionnent sur toutes ces plateformes depuis le même compte.',
      },
      {
        question: 'Le taux de réussite de 90 % garantit-il que je gagne ?',
        answer:
          'Non. Le chiffre de 90 % est le taux de réussite approximatif mesuré sur nos tests ; ce n’est pas une garantie de gains. Le jeu comporte toujours des risques. {{brand}} est réservé aux adultes de 18 ans et plus : jouez de manière responsable.',
      },
      {
        question: 'Puis-je être remboursé ou transférer mes crédits ?',
        answer:
          'Non. Tout achat de crédits est définitif et non remboursable, et les crédits sont liés à votre compte : ils ne peuvent être ni transférés ni revendus. Un seul compte par personne.',
      },
    ],
  },
  cta: {
    title: 'Prêt à mettre votre stratégie à l’épreuve ?',
    body: 'Prenez un pack de crédits et lancez votre première analyse en quelques minutes, ou venez parler stratégie avec la communauté.',
    getCredits: 'Obtenir des crédits',
    joinDiscord: 'Rejoindre Discord',
  },
  about: {
    eyebrow: 'À propos',
    title: 'L’analyste de votre côté de la table',
    subtitle:
      '{{brand}} a été conçu par des data scientists et des joueurs de longue date qui voulaient des réponses fondées sur des chiffres, pas sur des légendes.',
    cards: [
      {
        title: 'Taux de réussite',
        stat: '90 %',
        body: 'Nos modèles atteignent un taux de réussite d’environ 90 % sur plus de cinq millions de tours de test. Nous publions ce chiffre, en étant clairs : ce n’est pas une garantie.',
      },
      {
        title: 'Multi-plateforme',
        stat: '3',
        body: 'Un compte, un solde de crédits, trois plateformes prises en charge : Stake, Roobet et BC.Game.',
      },
      {
        title: 'Propulsé par l’IA',
        stat: '<100 ms',
        body: 'Des modèles d’apprentissage automatique entraînés sur des millions de tours rendent un verdict en moins de 100 ms, avec ses raisons.',
      },
    ],
  },
};
