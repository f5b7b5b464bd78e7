import type { legal as en } from '../en/legal';

export const legal: typeof en = {
  legalPage: {
    eyebrow: 'Légal',
    title: 'Informations légales',
    subtitle:
      'L’essentiel de nos conditions, la façon dont nous traitons vos données, et ce que nos chiffres signifient ou non.',
    readMore: 'Lire le texte complet',
    termsCard: {
      title: 'Conditions d’utilisation',
      points: [
        'Vous devez avoir au moins 18 ans.',
        'Un seul compte par personne.',
        'Les crédits sont des achats uniques : aucun remboursement, et ils ne sont pas transférables.',
        'Enfreindre les règles entraîne la perte de vos crédits et un bannissement définitif.',
      ],
    },
    privacyCard: {
      title: 'Politique de confidentialité',
      points: [
        'Nous collectons ce qui est nécessaire à votre compte et à vos paiements.',
        'Nous ne vendons jamais vos données personnelles.',
        'Votre adresse IP sert à la sécurité et à la prévention des abus.',
        'Vous pouvez demander une copie ou la suppression de vos données.',
      ],
    },
    disclaimerCard: {
      title: 'Avertissement',
      points: [
        'Le taux de réussite de l’IA est d’environ 90 % sur nos tests.',
        'Ce n’est pas une garantie de gains.',
        'Le jeu comporte un risque de perte.',
        'Jouez de manière responsable, et uniquement là où c’est légal pour vous.',
      ],
    },
    responsible:
      'Si le jeu n’est plus un plaisir, faites une pause. Des organismes comme Joueurs Info Service, BeGambleAware ou Gamblers Anonymous proposent une aide gratuite et confidentielle.',
  },
  documents: {
    lastUpdated: 'Dernière mise à jour : {{date}}',
    sectionsLabel: 'Sections',
  },
  terms: {
    eyebrow: 'Légal',
    title: 'Conditions d’utilisation',
    intro: 'Merci de lire attentivement ces conditions avant d’acheter des crédits ou d’utiliser {{brand}}.',
    tabs: {
      overview: {
        label: 'Aperçu',
        title: 'Aperçu',
        paragraphs: [
          '{{brand}} fournit une analyse par IA des stratégies de paris de casino. Vous achetez des crédits et les dépensez en analyses.',
          'Ces conditions forment l’accord entre vous et {{brand}}. Elles s’appliquent au site, à votre compte, à vos crédits et à chaque analyse que vous lancez.',
        ],
        bullets: [],
      },
      acceptance: {
        label: 'Acceptation',
        title: 'Acceptation des conditions',
        paragraphs: [
          'En créant un compte ou en achetant des crédits, vous acceptez ces conditions. Si vous ne les acceptez pas, n’utilisez pas le service.',
        ],
        bullets: [
          'Vous devez avoir au moins 18 ans, et l’âge légal pour jouer là où vous vivez.',
          'Un seul compte par personne. Les comptes en double sont fermés.',
          'Il vous appartient de vérifier que le jeu en ligne est légal dans votre pays.',
          'Nous pouvons modifier ces conditions ; la date ci-dessus indique la dernière version, et continuer à utiliser le service vaut acceptation.',
        ],
      },
      usage: {
        label: 'Utilisation',
        title: 'Utilisation du service',
        paragraphs: [
          'Les analyses sont fournies à titre informatif. C’est vous qui décidez quoi miser, où et combien.',
          'Nos modèles atteignent un taux de réussite d’environ 90 % sur nos tests. C’est une moyenne mesurée, pas une promesse pour un pari ou une session donnés.',
        ],
        bullets: [
          'Gardez pour vous votre mot de passe et vos codes de double authentification ; l’activité de votre compte relève de votre responsabilité.',
          'Utilisez le service uniquement pour votre propre jeu.',
          'Donnez des informations exactes lors de l’inscription.',
        ],
      },
      prohibited: {
        label: 'Interdictions',
        title: 'Comportements interdits',
        paragraphs: ['Sont interdits :'],
        bullets: [
          'Ouvrir plus d’un compte, ou partager, vendre ou prêter un compte.',
          'Transférer ou revendre des crédits ou des analyses.',
          'Extraire des données, automatiser, désassembler ou surcharger le service.',
          'Les paiements frauduleux, les contestations de mauvaise foi ou tout abus du parcours de paiement.',
          'Utiliser le service avant 18 ans ou là où le jeu est illégal.',
          'Toute infraction entraîne la perte de tous les crédits et un bannissement définitif.',
        ],
      },
      payments: {
        label: 'Paiements',
        title: 'Paiements et crédits',
        paragraphs: [
          'Les crédits sont vendus à l’achat unique, à 2 € par crédit. Il n’y a pas d’abonnement et rien ne se renouvelle automatiquement.',
          'Nous acceptons Bitcoin, Ethereum et Litecoin. D’autres cryptomonnaies sont également disponibles via notre prestataire de paiement. Les crédits sont ajoutés automatiquement à votre compte dès que le paiement est confirmé.',
        ],
        bullets: [
          'Tous les achats sont définitifs : aucun remboursement.',
          'Les crédits ne sont pas transférables et sont liés à votre compte.',
          'Envoyez le montant exact affiché lors du paiement avant l’expiration du délai.',
        ],
      },
      liability: {
        label: 'Responsabilité',
        title: 'Limitation de responsabilité',
        paragraphs: [
          '{{brand}} est fourni « en l’état ». Le taux de réussite d’environ 90 % décrit des résultats de tests passés et ne garantit ni les résultats futurs ni des gains.',
          'Le jeu comporte des risques. Vous êtes seul responsable de vos mises et de vos pertes. Dans les limites permises par la loi, {{brand}} n’est pas responsable des pertes de jeu ni des dommages indirects.',
          'Jouez de manière responsable : fixez-vous des limites, ne courez jamais après vos pertes, et demandez de l’aide si le jeu n’est plus un plaisir.',
        ],
        bullets: [],
      },
    },
  },
  privacy: {
    eyebrow: 'Légal',
    title: 'Politique de confidentialité',
    intro: 'Ce que nous collectons, pourquoi, et ce que vous pouvez nous demander.',
    tabs: {
      overview: {
        label: 'Aperçu',
        title: 'Aperçu',
        paragraphs: [
          'Cette politique explique comment {{brand}} collecte et utilise des données personnelles lorsque vous visitez le site, créez un compte ou achetez des crédits.',
          'Nous collectons le moins possible, protégeons les données par un chiffrement AES-256 et ne les vendons jamais.',
        ],
        bullets: [],
      },
      'data-collection': {
        label: 'Données collectées',
        title: 'Les données que nous collectons',
        paragraphs: ['Selon votre utilisation du service, nous collectons :'],
        bullets: [
          'Données de compte : prénom, nom, adresse e-mail et une empreinte sécurisée de votre mot de passe.',
          'Données de paiement : identifiants de paiement, montants, cryptomonnaie utilisée et adresses de paiement. Nous ne voyons jamais de carte ni de clé de portefeuille.',
          'Données techniques : adresse IP, navigateur, appareil, langue et pages visitées, utilisées pour la sécurité et le bon fonctionnement du service.',
          'Stockage local sur votre appareil : votre session et votre panier.',
        ],
      },
      usage: {
        label: 'Utilisation',
        title: 'Ce que nous en faisons',
        paragraphs: ['Nous utilisons vos données pour :'],
        bullets: [
          'Gérer votre compte, votre solde de crédits et vos analyses.',
          'Traiter les paiements et ajouter les crédits une fois confirmés.',
          'Vous envoyer des codes de vérification, des alertes de sécurité et des notifications de service.',
          'Prévenir la fraude et les abus, notamment en bannissant les adresses IP qui enfreignent les règles.',
          'Améliorer nos modèles, à partir de données agrégées qui ne vous identifient pas.',
        ],
      },
      disclaimer: {
        label: 'Avertissement',
        title: 'Avertissement',
        paragraphs: [
          'Les analyses sont des informations, pas des conseils financiers ou de jeu. Le taux de réussite de l’IA est d’environ 90 % sur nos tests et n’est pas une garantie.',
          'Le jeu comporte des risques. Le service est réservé aux adultes de 18 ans et plus.',
        ],
        bullets: [],
      },
      responsibility: {
        label: 'Responsabilité',
        title: 'Votre responsabilité',
        paragraphs: ['La sécurité de vos données dépend aussi de vous :'],
        bullets: [
          'Utilisez un mot de passe fort et unique, et activez la double authentification.',
          'Gardez vos coordonnées à jour.',
          'Déconnectez-vous sur les appareils partagés.',
          'Respectez les lois sur les jeux d’argent applicables là où vous vivez.',
        ],
      },
      contact: {
        label: 'Contact',
        title: 'Nous contacter',
        paragraphs: [
          'Pour accéder à vos données personnelles, les corriger ou les supprimer, ou pour toute question sur cette politique, écrivez à {{email}}.',
          'Vous pouvez aussi joindre l’équipe sur notre communauté Discord. Nous répondons aux demandes sous 30 jours.',
        ],
        bullets: [],
      },
    },
  },
};
