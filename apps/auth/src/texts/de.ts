import type { Texts } from './en.ts';

/** German (Sie). */
export const de: Texts = {
  'layout.skipLink': 'Zum Formular springen',
  'layout.back': '← Zurück zu {product} {portal}',
  'layout.globalPortal': 'Global',
  'layout.footerNote':
    'Ein Konto für alle {product}-Portale. Wir geben Ihr Passwort niemals weiter, und unsere Mitarbeitenden werden Sie nie danach fragen.',
  'layout.privacy': 'Datenschutzerklärung',
  'layout.terms': 'AGB',
  'layout.contact': 'Kontakt',

  'field.email': 'E-Mail',
  'field.password': 'Passwort',
  'field.firstName': 'Vorname',
  'field.lastName': 'Nachname',
  'field.newPassword': 'Neues Passwort',
  'field.passwordHint':
    'Mindestens {min} Zeichen. Einige Wörter ohne Zusammenhang ergeben ein starkes Passwort, das man sich leicht merken kann; gängige Passwörter werden abgelehnt.',

  'login.title': 'Anmelden',
  'login.lead':
    'Willkommen zurück. Melden Sie sich an, um auf Ihre Unternehmen, Anfragen und Ihr Netzwerk zuzugreifen.',
  'login.forgot': 'Passwort vergessen?',
  'login.submit': 'Anmelden',
  'login.newHere': 'Neu bei {product}?',
  'login.register': 'Kostenloses Konto erstellen',

  'register.title': 'Konto erstellen',
  'register.heading': 'Erstellen Sie Ihr kostenloses Konto',
  'register.lead':
    'Werden Sie Teil des {product}-Netzwerks aus Herstellern, Distributoren, Importeuren und Exporteuren. Die Teilnahme ist kostenlos.',
  'register.consent': 'Mit der Erstellung eines Kontos akzeptieren Sie die {terms} und die {privacy}.',
  'register.terms': 'Allgemeinen Geschäftsbedingungen',
  'register.privacy': 'Datenschutzerklärung',
  'register.submit': 'Konto erstellen',
  'register.haveAccount': 'Sie haben bereits ein Konto?',
  'register.signIn': 'Anmelden',

  'forgot.title': 'Passwort zurücksetzen',
  'forgot.lead':
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen können.',
  'forgot.submit': 'Link senden',
  'forgot.backToSignIn': 'Zurück zur Anmeldung',
  'sent.title': 'Prüfen Sie Ihr E-Mail-Postfach',
  'sent.help':
    'Nach einigen Minuten ist noch nichts angekommen? Sehen Sie im Spam-Ordner nach, oder {askAgain}.',
  'sent.askAgain': 'fordern Sie den Link erneut an',

  'reset.title': 'Neues Passwort wählen',
  'reset.submit': 'Neues Passwort speichern',
  'reset.deadLinkTitle': 'Dieser Link ist nicht mehr gültig',
  'reset.deadLinkAction': 'Neuen Link anfordern',
  'reset.doneTitle': 'Passwort geändert',
  'reset.doneAction': 'Anmelden',

  'notice.resetSent':
    'Falls ein Konto diese E-Mail-Adresse verwendet, ist ein Link zum Festlegen eines neuen Passworts unterwegs. Er funktioniert nur einmal und läuft bald ab.',
  'notice.resetDone':
    'Ihr Passwort wurde geändert, und Sie wurden auf allen Geräten abgemeldet. Bitte melden Sie sich an.',
  'error.invalidCredentials': 'Die E-Mail-Adresse oder das Passwort ist falsch.',
  'error.tooManyLogins':
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie einige Minuten, bevor Sie es erneut versuchen, oder setzen Sie Ihr Passwort zurück.',
  'error.tooManyRegistrations':
    'Zu viele Registrierungen aus Ihrem Netzwerk. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.',
  'error.tooManyResets':
    'Zu viele Anfragen zum Zurücksetzen. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.',
  'error.registerRefused':
    'Mit diesen Angaben konnten wir kein Konto erstellen. Wenn Sie sich bereits registriert haben, melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
  'error.resetInvalid':
    'Dieser Link zum Zurücksetzen ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
  'error.codeInvalid':
    'Dieser Anmeldecode ist abgelaufen oder wurde bereits verwendet. Bitte melden Sie sich erneut an.',
  'error.refreshMissing': 'Es wurde kein Refresh-Token gesendet.',
  'error.refreshInvalid': 'Diese Sitzung wurde beendet. Bitte melden Sie sich erneut an.',
  'error.refreshExpired': 'Diese Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'error.tokenMissing': 'Es wurde kein Zugriffstoken gesendet.',
  'error.tokenInvalid': 'Das Zugriffstoken ist ungültig.',
  'error.emailInvalid': 'Geben Sie eine gültige E-Mail-Adresse ein.',
  'error.required': 'Bitte füllen Sie dieses Feld aus.',
  'error.tooShort': 'Verwenden Sie mindestens {min} Zeichen.',
  'error.tooLong': 'Verwenden Sie höchstens {max} Zeichen.',
  'error.passwordCommon':
    'Dieses Passwort gehört zu den gängigsten und ist leicht zu erraten. Bitte wählen Sie ein anderes.',
  'error.passwordIsEmail': 'Ihr Passwort darf nicht Ihre E-Mail-Adresse sein.',
  'error.textNul':
    'Dieser Text enthält ein NUL-Zeichen (U+0000), das nicht gespeichert werden kann. Entfernen Sie es und versuchen Sie es erneut.',
  'error.textSurrogate':
    'Dieser Text enthält ein beschädigtes Zeichen (ein unpaariges UTF-16-Surrogat), das nicht gespeichert werden kann. Geben Sie es neu ein und versuchen Sie es erneut.',
  'error.formExpired': 'Dieses Formular ist abgelaufen. Bitte versuchen Sie es erneut.',
  'error.stateInvalid':
    'Der Anmeldestatus (state) muss aus 32 bis 128 Buchstaben, Ziffern, "-" oder "_" bestehen.',
  'error.suspended': 'Dieses Konto wurde von den Moderatoren des Netzwerks gesperrt.',
  'error.suspendedUntil': 'Dieses Konto wurde von den Moderatoren des Netzwerks bis {until} UTC gesperrt.',
  'error.tooManyRequests': 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
  'error.badRequest': 'Ungültige Anfrage',
  'error.internal': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  'error.databaseUnavailable':
    'Der Dienst kann seine Datenbank gerade nicht erreichen. Bitte versuchen Sie es in einer Minute erneut; bereits Gespeichertes bleibt erhalten.',

  'mail.reset.subject': 'Ihr {product}-Passwort zurücksetzen',
  'mail.reset.greeting': 'Guten Tag {firstName},',
  'mail.reset.asked':
    'jemand (hoffentlich Sie) hat darum gebeten, das Passwort Ihres {product}-Kontos zurückzusetzen.',
  'mail.reset.chooseText':
    'Wählen Sie hier innerhalb von {minutes} Minuten ein neues Passwort (der Link funktioniert nur einmal):',
  'mail.reset.chooseHtml':
    'Wählen Sie innerhalb von {minutes} Minuten ein neues Passwort (der Link funktioniert nur einmal):',
  'mail.reset.button': 'Neues Passwort wählen',
  'mail.reset.ignore':
    'Falls Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht einfach: Ihr Passwort bleibt unverändert.',
};
