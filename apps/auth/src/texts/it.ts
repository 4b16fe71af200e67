import type { Texts } from './en.ts';

/** Italian (Lei, capitalised as in the web app; buttons as the web app names them). */
export const it: Texts = {
  'layout.skipLink': 'Vai al modulo',
  'layout.back': '← Torna a {product} {portal}',
  'layout.globalPortal': 'Global',
  'layout.footerNote':
    'Un unico account per tutti i portali {product}. Non condividiamo mai la Sua password e il nostro personale non gliela chiederà mai.',
  'layout.privacy': 'Informativa sulla privacy',
  'layout.terms': 'Termini e condizioni',
  'layout.contact': 'Contatti',

  'field.email': 'E-mail',
  'field.password': 'Password',
  'field.firstName': 'Nome',
  'field.lastName': 'Cognome',
  'field.newPassword': 'Nuova password',
  'field.passwordHint':
    'Almeno {min} caratteri. Alcune parole senza relazione tra loro formano una password sicura e facile da ricordare; le password più comuni non sono accettate.',

  'login.title': 'Accedi',
  'login.lead':
    'Felici di rivederLa. Acceda per gestire le Sue aziende, le richieste e la Sua rete di contatti.',
  'login.forgot': 'Ha dimenticato la password?',
  'login.submit': 'Accedi',
  'login.newHere': 'Non ha ancora un account {product}?',
  'login.register': 'Crei un account gratuito',

  'register.title': 'Crei il Suo account',
  'register.heading': 'Crei il Suo account gratuito',
  'register.lead':
    'Entri nella rete {product} insieme a produttori, distributori, importatori ed esportatori. È gratuito.',
  'register.consent': "Creando un account, accetta i {terms} e l'{privacy}.",
  'register.terms': 'termini e condizioni',
  'register.privacy': 'informativa sulla privacy',
  'register.submit': 'Crea account',
  'register.haveAccount': 'Ha già un account?',
  'register.signIn': 'Accedi',

  'forgot.title': 'Reimposti la password',
  'forgot.lead':
    "Inserisca l'indirizzo e-mail del Suo account e Le invieremo un link per scegliere una nuova password.",
  'forgot.submit': 'Invia il link',
  'forgot.backToSignIn': "Torna all'accesso",
  'sent.title': 'Controlli la Sua e-mail',
  'sent.help': 'Non è arrivato nulla dopo qualche minuto? Controlli la cartella spam oppure {askAgain}.',
  'sent.askAgain': 'ripeta la richiesta',

  'reset.title': 'Scelga una nuova password',
  'reset.submit': 'Salva la nuova password',
  'reset.deadLinkTitle': 'Questo link non è più valido',
  'reset.deadLinkAction': 'Richiedi un nuovo link',
  'reset.doneTitle': 'Password modificata',
  'reset.doneAction': 'Accedi',

  'notice.resetSent':
    'Se a questo indirizzo e-mail corrisponde un account, è in arrivo un link per scegliere una nuova password. Funziona una sola volta e scade a breve.',
  'notice.resetDone':
    'La password è stata modificata e tutte le Sue sessioni sono state chiuse. Acceda di nuovo.',
  'error.invalidCredentials': "L'e-mail o la password non sono corretti.",
  'error.tooManyLogins':
    'Troppi tentativi di accesso non riusciti. Attenda qualche minuto prima di riprovare oppure reimposti la password.',
  'error.tooManyRegistrations': "Troppe registrazioni dalla Sua rete. Attenda un po' e riprovi.",
  'error.tooManyResets': "Troppe richieste di reimpostazione. Attenda un po' e riprovi.",
  'error.registerRefused':
    'Non è stato possibile creare un account con questi dati. Se si è già registrato in passato, acceda o reimposti la password.',
  'error.resetInvalid':
    'Questo link di reimpostazione è scaduto o è già stato utilizzato. Ne richieda uno nuovo.',
  'error.codeInvalid': 'Questo codice di accesso è scaduto o è già stato utilizzato. Acceda di nuovo.',
  'error.refreshMissing': 'Non è stato inviato alcun refresh token.',
  'error.refreshInvalid': 'Questa sessione è terminata. Acceda di nuovo.',
  'error.refreshExpired': 'Questa sessione è scaduta. Acceda di nuovo.',
  'error.tokenMissing': 'Non è stato inviato alcun token di accesso.',
  'error.tokenInvalid': 'Il token di accesso non è valido.',
  'error.emailInvalid': 'Inserisca un indirizzo e-mail valido.',
  'error.required': 'Questo campo è obbligatorio.',
  'error.tooShort': 'Usi almeno {min} caratteri.',
  'error.tooLong': 'Usi al massimo {max} caratteri.',
  'error.passwordCommon':
    "Questa password è tra le più comuni ed è facile da indovinare. Ne scelga un'altra.",
  'error.passwordIsEmail': 'La password non può coincidere con il Suo indirizzo e-mail.',
  'error.textNul':
    'Questo testo contiene un carattere NUL (U+0000), che non può essere memorizzato. Lo rimuova e riprovi.',
  'error.textSurrogate':
    'Questo testo contiene un carattere danneggiato (un surrogato UTF-16 spaiato), che non può essere memorizzato. Lo digiti di nuovo e riprovi.',
  'error.formExpired': 'Questo modulo è scaduto. Riprovi.',
  'error.stateInvalid': 'Lo stato di accesso deve contenere da 32 a 128 lettere, cifre, "-" o "_".',
  'error.suspended': 'Questo account è stato sospeso dai moderatori della rete.',
  'error.suspendedUntil': 'Questo account è stato sospeso dai moderatori della rete fino al {until} UTC.',
  'error.tooManyRequests': 'Troppe richieste. Attenda un momento, per favore.',
  'error.badRequest': 'Richiesta non valida',
  'error.internal': 'Si è verificato un errore. Riprovi.',
  'error.databaseUnavailable':
    'Al momento il servizio non riesce a raggiungere il proprio database. Riprovi tra un minuto; quanto salvato in precedenza è conservato.',

  'mail.reset.subject': 'Reimpostazione della password {product}',
  'mail.reset.greeting': 'Gentile {firstName},',
  'mail.reset.asked':
    'qualcuno (speriamo Lei) ha chiesto di reimpostare la password del Suo account {product}.',
  'mail.reset.chooseText':
    'Scelga qui una nuova password entro {minutes} minuti (il link funziona una sola volta):',
  'mail.reset.chooseHtml':
    'Scelga una nuova password entro {minutes} minuti (il link funziona una sola volta):',
  'mail.reset.button': 'Scegli una nuova password',
  'mail.reset.ignore':
    'Se non è stato Lei a fare questa richiesta, ignori questo messaggio: la Sua password resta invariata.',
};
