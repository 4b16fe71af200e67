import type { Texts } from './en.ts';

/** French (vous; a no-break space before ? : ; and inside « », as French typesetting wants). */
export const fr: Texts = {
  'layout.skipLink': 'Aller au formulaire',
  'layout.back': '← Retour à {product} {portal}',
  'layout.globalPortal': 'Global',
  'layout.footerNote':
    'Un seul compte pour tous les portails {product}. Nous ne communiquons jamais votre mot de passe, et notre équipe ne vous le demandera jamais.',
  'layout.privacy': 'Politique de confidentialité',
  'layout.terms': 'Conditions générales',
  'layout.contact': 'Nous contacter',

  'field.email': 'E-mail',
  'field.password': 'Mot de passe',
  'field.firstName': 'Prénom',
  'field.lastName': 'Nom',
  'field.newPassword': 'Nouveau mot de passe',
  'field.passwordHint':
    'Au moins {min} caractères. Quelques mots sans rapport entre eux font un mot de passe robuste et facile à retenir\u00a0; les mots de passe courants sont refusés.',

  'login.title': 'Connexion',
  'login.lead':
    'Bon retour parmi nous. Connectez-vous pour accéder à vos entreprises, à vos demandes et à votre réseau.',
  'login.forgot': 'Mot de passe oublié\u00a0?',
  'login.submit': 'Se connecter',
  'login.newHere': 'Pas encore de compte {product}\u00a0?',
  'login.register': 'Créez un compte gratuit',

  'register.title': 'Créez votre compte',
  'register.heading': 'Créez votre compte gratuit',
  'register.lead':
    "Rejoignez les fabricants, distributeurs, importateurs et exportateurs du réseau {product}. C'est gratuit.",
  'register.consent': 'En créant un compte, vous acceptez les {terms} et la {privacy}.',
  'register.terms': 'conditions générales',
  'register.privacy': 'politique de confidentialité',
  'register.submit': 'Créer le compte',
  'register.haveAccount': 'Vous avez déjà un compte\u00a0?',
  'register.signIn': 'Connectez-vous',

  'forgot.title': 'Réinitialisez votre mot de passe',
  'forgot.lead':
    "Saisissez l'adresse e-mail de votre compte\u00a0: nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  'forgot.submit': 'Envoyer le lien',
  'forgot.backToSignIn': 'Retour à la connexion',
  'sent.title': 'Consultez votre messagerie',
  'sent.help':
    'Rien reçu après quelques minutes\u00a0? Vérifiez votre dossier de courrier indésirable, ou {askAgain}.',
  'sent.askAgain': 'faites une nouvelle demande',

  'reset.title': 'Choisissez un nouveau mot de passe',
  'reset.submit': 'Enregistrer le nouveau mot de passe',
  'reset.deadLinkTitle': 'Ce lien ne fonctionne plus',
  'reset.deadLinkAction': 'Demander un nouveau lien',
  'reset.doneTitle': 'Mot de passe modifié',
  'reset.doneAction': 'Se connecter',

  'notice.resetSent':
    "Si un compte utilise cette adresse e-mail, un lien pour choisir un nouveau mot de passe est en route. Il ne fonctionne qu'une fois et expire rapidement.",
  'notice.resetDone':
    'Votre mot de passe a été modifié et toutes vos sessions ont été fermées. Veuillez vous reconnecter.',
  'error.invalidCredentials': "L'adresse e-mail ou le mot de passe est incorrect.",
  'error.tooManyLogins':
    'Trop de tentatives de connexion infructueuses. Veuillez patienter quelques minutes avant de réessayer, ou réinitialisez votre mot de passe.',
  'error.tooManyRegistrations':
    "Trop d'inscriptions depuis votre réseau. Veuillez patienter un moment, puis réessayer.",
  'error.tooManyResets':
    'Trop de demandes de réinitialisation. Veuillez patienter un moment, puis réessayer.',
  'error.registerRefused':
    "Nous n'avons pas pu créer de compte avec ces informations. Si vous avez déjà un compte, connectez-vous ou réinitialisez votre mot de passe.",
  'error.resetInvalid':
    'Ce lien de réinitialisation a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.',
  'error.codeInvalid': 'Ce code de connexion a expiré ou a déjà été utilisé. Veuillez vous reconnecter.',
  'error.refreshMissing': "Aucun jeton d'actualisation n'a été envoyé.",
  'error.refreshInvalid': 'Cette session est terminée. Veuillez vous reconnecter.',
  'error.refreshExpired': 'Cette session a expiré. Veuillez vous reconnecter.',
  'error.tokenMissing': "Aucun jeton d'accès n'a été envoyé.",
  'error.tokenInvalid': "Le jeton d'accès n'est pas valide.",
  'error.emailInvalid': 'Saisissez une adresse e-mail valide.',
  'error.required': 'Ce champ est obligatoire.',
  'error.tooShort': 'Utilisez au moins {min} caractères.',
  'error.tooLong': 'Utilisez au maximum {max} caractères.',
  'error.passwordCommon':
    'Ce mot de passe fait partie des plus courants et se devine facilement. Veuillez en choisir un autre.',
  'error.passwordIsEmail': 'Votre mot de passe ne doit pas être votre adresse e-mail.',
  'error.textNul':
    'Ce texte contient un caractère NUL (U+0000), qui ne peut pas être enregistré. Supprimez-le et réessayez.',
  'error.textSurrogate':
    'Ce texte contient un caractère endommagé (un substitut UTF-16 isolé), qui ne peut pas être enregistré. Saisissez-le de nouveau et réessayez.',
  'error.formExpired': 'Ce formulaire a expiré. Veuillez réessayer.',
  'error.stateInvalid':
    "L'état de connexion (state) doit comporter de 32 à 128 lettres, chiffres, «\u00a0-\u00a0» ou «\u00a0_\u00a0».",
  'error.suspended': 'Ce compte a été suspendu par les modérateurs du réseau.',
  'error.suspendedUntil': "Ce compte a été suspendu par les modérateurs du réseau jusqu'au {until} UTC.",
  'error.tooManyRequests': 'Trop de requêtes. Veuillez patienter un instant.',
  'error.badRequest': 'Requête invalide',
  'error.internal': "Une erreur s'est produite. Veuillez réessayer.",
  'error.databaseUnavailable':
    'Le service ne parvient pas à joindre sa base de données pour le moment. Veuillez réessayer dans une minute\u00a0; ce que vous avez enregistré auparavant est conservé.',

  'mail.reset.subject': 'Réinitialisez votre mot de passe {product}',
  'mail.reset.greeting': 'Bonjour {firstName},',
  'mail.reset.asked':
    "Quelqu'un (vous, nous l'espérons) a demandé à réinitialiser le mot de passe de votre compte {product}.",
  'mail.reset.chooseText':
    "Choisissez ici un nouveau mot de passe dans les {minutes} minutes (le lien ne fonctionne qu'une fois)\u00a0:",
  'mail.reset.chooseHtml':
    "Choisissez un nouveau mot de passe dans les {minutes} minutes (le lien ne fonctionne qu'une fois)\u00a0:",
  'mail.reset.button': 'Choisir un nouveau mot de passe',
  'mail.reset.ignore':
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message\u00a0: votre mot de passe reste inchangé.",
};
