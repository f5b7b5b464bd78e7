/** The account mails' words in French. */
import type { AccountEmailWords, Figures, RevocationWords } from './account-email-parts';

/** The mail saying the account's keys and passkeys went with its password. */
const REVOCATION_WORDS: RevocationWords = {
  did: {
    keys: 'révoqué les clés API du compte',
    passkeys: 'supprimé les clés d’accès du compte',
    passkeysToo: 'supprimé ses clés d’accès',
    and: ' et ',
  },
  subject: {
    both: (brand) => `Clés API et clés d’accès supprimées de votre compte ${brand}`,
    keys: (brand) => `Clés API révoquées sur votre compte ${brand}`,
    passkeys: (brand) => `Clés d’accès supprimées de votre compte ${brand}`,
  },
  heading: {
    keys: { one: 'Votre clé API a été révoquée', other: 'Vos clés API ont été révoquées' },
    passkeys: { one: 'Votre clé d’accès a été supprimée', other: 'Vos clés d’accès ont été supprimées' },
  },
  because: (cause, did) =>
    `${cause} : nous avons donc ${did}, car quiconque connaissait l’ancien mot de passe a pu en créer une.`,
  naming: (intro, names) => `${intro} : ${names}.`,
  named: {
    keys: { one: 'Cette clé API a été révoquée', other: 'Ces clés API ont été révoquées' },
    passkeys: { one: 'Cette clé d’accès a été supprimée', other: 'Ces clés d’accès ont été supprimées' },
  },
  quote: (name) => `« ${name} »`,
  next: {
    keys: 'Toute requête faite avec elles est refusée désormais. Si vous avez encore besoin de l’API, créez de nouvelles clés dans Paramètres › Clés API.',
    passkeys:
      'Connectez-vous avec votre mot de passe, puis ajoutez de nouveau vos clés d’accès dans Paramètres › Double authentification.',
  },
  actions: { keys: 'Gérer vos clés API', passkeys: 'Ajouter une clé d’accès' },
};

const added = (f: Figures, n: number) => f.plural(n, { one: 'ajouté', other: 'ajoutés' });
const wasAdded = (f: Figures, n: number) => f.plural(n, { one: 'a été ajouté', other: 'ont été ajoutés' });

export const FRENCH: AccountEmailWords = {
  mails: {
    'payment-received': ({ payment: p }, f) => ({
      subject: 'Paiement reçu : en attente de confirmations',
      heading: 'Paiement reçu',
      paragraphs: [
        `Votre paiement de ${f.coins(p)} (${f.money(p.amount, p.currency)} pour ${f.credits(p.credits)}) a été vu sur la blockchain.`,
        'Il attend maintenant les confirmations du réseau. Vos crédits sont ajoutés dès qu’il est confirmé, et nous vous écrirons à ce moment-là.',
      ],
      actions: ['Suivre votre paiement'],
    }),
    'payment-confirmed': ({ payment: p, balance }, f) => ({
      subject: `Paiement confirmé : ${f.credits(p.credits)} ${added(f, p.credits)}`,
      heading: 'Paiement confirmé',
      paragraphs: [
        `Votre paiement de ${f.money(p.amount, p.currency)} est confirmé et ${f.credits(p.credits)} ${wasAdded(f, p.credits)} à votre compte.`,
        `Votre solde est maintenant de ${f.credits(balance)}.`,
      ],
      actions: ['Voir votre reçu', 'Voir le paiement'],
    }),
    'payment-partial': ({ payment: p, balance }, f) => ({
      subject: `Paiement partiel reçu : ${f.credits(p.credits)} ${added(f, p.credits)}`,
      heading: 'Paiement partiel reçu',
      paragraphs: [
        `Nous avons reçu ${f.money(p.paidAmount ?? 0, p.currency)} sur les ${f.money(p.amount, p.currency)} demandés par votre paiement : moins que le montant complet.`,
        `${f.credits(p.credits)} ${wasAdded(f, p.credits)} à votre compte pour ce qui est arrivé. Votre solde est maintenant de ${f.credits(balance)}.`,
        'Ce paiement est désormais clos : l’argent envoyé à son adresse à partir de maintenant n’y est plus ajouté. Pour obtenir le reste de vos crédits, lancez un nouveau paiement pour le pack qu’il vous faut depuis la page Tarifs.',
      ],
      actions: ['Acheter le reste de vos crédits', 'Voir votre reçu', 'Voir le paiement'],
    }),
    'payment-expired': ({ payment: p }, f) => ({
      subject: 'Votre paiement a expiré',
      heading: 'Paiement expiré',
      paragraphs: [
        `Votre paiement de ${f.money(p.amount, p.currency)} pour ${f.credits(p.credits)} a expiré avant que l’argent n’arrive. Rien n’a été prélevé.`,
        'Si vous avez tout de même envoyé l’argent, nous continuons à le guetter pendant 24 heures et ajoutons vos crédits s’il arrive. Sinon, lancez un nouveau paiement quand vous le souhaitez.',
      ],
      actions: ['Voir le paiement', 'Lancer un nouveau paiement'],
    }),
    'payment-late': ({ payment: p }, f) => ({
      subject: 'Paiement tardif reçu',
      heading: 'Paiement tardif reçu',
      paragraphs: [
        `De l’argent est arrivé pour votre paiement de ${f.money(p.amount, p.currency)} pour ${f.credits(p.credits)} après son expiration.`,
        'Nous le traitons comme tout autre paiement : vos crédits sont ajoutés une fois qu’il est confirmé, et nous vous écrirons à ce moment-là.',
      ],
      actions: ['Suivre votre paiement'],
    }),
    'payment-refunded': ({ payment: p }, f, brand) => ({
      subject: 'Remboursement enregistré pour votre paiement',
      heading: 'Remboursement enregistré',
      paragraphs: [
        `Notre prestataire de paiement a enregistré le remboursement de votre paiement de ${f.money(p.amount, p.currency)} pour ${f.credits(p.credits)}.`,
        `L’argent vous revient selon les modalités du prestataire. Si vous ne vous y attendiez pas, répondez à cet e-mail ou contactez le support ${brand}.`,
      ],
      actions: ['Voir le paiement'],
    }),
    'refund-issued': (mail, f) => ({
      subject: `Votre remboursement de ${f.money(mail.amount, mail.currency)} est prêt à être réclamé`,
      heading: 'Réclamez votre remboursement',
      paragraphs: [
        `Nous avons remboursé ${f.credits(mail.credits)} de votre paiement : ${f.money(mail.amount, mail.currency)}, retirés de votre solde.`,
        'Suivez le bouton ci-dessous et indiquez l’adresse où envoyer l’argent ; il est payé au cours du jour où vous le réclamez.',
      ],
      actions: ['Réclamer votre remboursement', 'Voir le paiement'],
    }),
    'low-balance': (mail, f) => ({
      subject: `Votre solde est bas : il reste ${f.credits(mail.balance)}`,
      heading: 'Votre solde est bas',
      paragraphs: [
        `Votre solde est de ${f.credits(mail.balance)}, sous votre seuil d’alerte de ${f.credits(mail.threshold)}.`,
        `Un pack de ${f.credits(mail.pack)} couvre environ une semaine de votre utilisation habituelle.`,
      ],
      actions: [`Acheter ${f.credits(mail.pack)}`],
    }),
    'sign-up-attempt': (mail, _f, brand) => ({
      subject: 'Quelqu’un a essayé de s’inscrire avec votre adresse',
      heading: 'Quelqu’un a essayé de s’inscrire avec votre adresse',
      paragraphs: [
        `Quelqu’un vient d’essayer de s’inscrire sur ${brand} avec ${mail.email}, une adresse qui a déjà un compte : le vôtre. Aucun compte n’a été créé et rien n’a changé sur le vôtre.`,
        'Si c’était vous, vous n’avez pas besoin d’un nouveau compte : connectez-vous, ou choisissez un nouveau mot de passe si vous avez oublié le vôtre.',
        'Si ce n’était pas vous, vous pouvez ignorer cet e-mail. Personne n’entre dans votre compte sans votre mot de passe.',
      ],
      actions: ['Se connecter', 'Mot de passe oublié ?'],
    }),
    'service-key-expiring': (mail, f) => ({
      subject: `La clé de service « ${mail.name} » expire bientôt`,
      heading: 'Une clé de service expire bientôt',
      paragraphs: [
        `La clé de service « ${mail.name} » (${mail.prefix}…) expire le ${f.time(mail.expiresAt)}.`,
        'Passé ce délai, toute requête faite avec elle est refusée. Créez une nouvelle clé dans le back office, donnez-la au service qui utilise celle-ci, puis révoquez l’ancienne.',
      ],
      actions: ['Ouvrir les clés de service'],
    }),
  },
  alerts: {
    'new-sign-in': (_mail, _f, brand) => ({
      subject: `Nouvelle connexion à votre compte ${brand}`,
      heading: 'Nouvelle connexion à votre compte',
      paragraphs: [
        `Quelqu’un s’est connecté à votre compte ${brand} depuis un appareil et une adresse que le compte n’avait pas utilisés ces 90 derniers jours.`,
      ],
    }),
    'password-changed': (mail, _f, brand) => ({
      subject: `Le mot de passe de votre compte ${brand} a été modifié`,
      heading: 'Votre mot de passe a été modifié',
      paragraphs: [
        mail.method === 'reset'
          ? `Le mot de passe de votre compte ${brand} vient d’être réinitialisé avec un code envoyé à cette adresse. Toutes les sessions de votre compte ont été déconnectées.`
          : `Le mot de passe de votre compte ${brand} vient d’être modifié depuis une session connectée. Toutes les autres sessions de votre compte ont été déconnectées.`,
      ],
    }),
  },
  alertClosing: { wasYou: 'Si c’était vous, vous n’avez rien à faire.', notMe: 'Ce n’était pas moi' },
  revocation: REVOCATION_WORDS,
};
