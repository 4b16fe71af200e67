import { mailTexts } from '../../lib/mail-texts.ts';

/**
 * The statement of reasons (moderation.mail.ts), in every language. `undone*` name the action a
 * reversal undid (English has always said the action's own name there).
 */
export const statementMailTexts = mailTexts({
  en: {
    hide: 'Your content was removed',
    warn: 'You received a warning',
    suspendUntil: 'Your account was suspended until {date}',
    suspendForGood: 'Your account was suspended for good',
    reverse: 'An earlier decision about your account or content was reversed',
    autoHide: 'Your content was hidden until a moderator has reviewed the reports about it',
    autoHideWhy:
      'Why: {count} members reported it. It stays hidden until a moderator has reviewed their reports; if nothing is wrong, it will be shown again.',
    statement: '{headline}.',
    what: 'What: {about}',
    why: 'Why: {reason}',
    appeal: 'To appeal, open {link} and say why this decision should change: another moderator will decide.',
    details: 'Details: {link}',
    appealGranted: 'Your appeal was granted',
    appealRejected: 'Your appeal was rejected',
    granted: 'The decision has been reversed.',
    rejected: 'The decision stands.',
    undoneHide: 'hide',
    undoneWarn: 'warn',
    undoneSuspend: 'suspend',
  },
  es: {
    hide: 'Su contenido ha sido retirado',
    warn: 'Ha recibido una advertencia',
    suspendUntil: 'Su cuenta ha sido suspendida hasta el {date}',
    suspendForGood: 'Su cuenta ha sido suspendida de forma permanente',
    reverse: 'Se ha revocado una decisión anterior sobre su cuenta o su contenido',
    autoHide: 'Su contenido se ha ocultado hasta que un moderador revise las denuncias recibidas',
    autoHideWhy:
      'Motivo: {count} miembros lo han denunciado. Permanecerá oculto hasta que un moderador revise esas denuncias; si no hay ningún problema, volverá a mostrarse.',
    statement: '{headline}.',
    what: 'Objeto de la decisión: {about}',
    why: 'Motivo: {reason}',
    appeal:
      'Para recurrir, abra {link} y explique por qué debería cambiar esta decisión: la resolverá otro moderador.',
    details: 'Detalles: {link}',
    appealGranted: 'Su recurso ha sido aceptado',
    appealRejected: 'Su recurso ha sido desestimado',
    granted: 'La decisión ha sido revocada.',
    rejected: 'La decisión se mantiene.',
    undoneHide: 'retirada de contenido',
    undoneWarn: 'advertencia',
    undoneSuspend: 'suspensión de la cuenta',
  },
  pt: {
    hide: 'Seu conteúdo foi removido',
    warn: 'Você recebeu uma advertência',
    suspendUntil: 'Sua conta foi suspensa até {date}',
    suspendForGood: 'Sua conta foi suspensa permanentemente',
    reverse: 'Uma decisão anterior sobre sua conta ou seu conteúdo foi revertida',
    autoHide: 'Seu conteúdo foi ocultado até que um moderador analise as denúncias recebidas',
    autoHideWhy:
      'Motivo: {count} membros o denunciaram. Ele permanecerá oculto até que um moderador analise essas denúncias; se não houver nenhum problema, voltará a ser exibido.',
    statement: '{headline}.',
    what: 'Objeto da decisão: {about}',
    why: 'Motivo: {reason}',
    appeal:
      'Para recorrer, abra {link} e explique por que esta decisão deve mudar: outro moderador decidirá.',
    details: 'Detalhes: {link}',
    appealGranted: 'Seu recurso foi aceito',
    appealRejected: 'Seu recurso foi negado',
    granted: 'A decisão foi revertida.',
    rejected: 'A decisão foi mantida.',
    undoneHide: 'remoção de conteúdo',
    undoneWarn: 'advertência',
    undoneSuspend: 'suspensão da conta',
  },
  it: {
    hide: 'Il Suo contenuto è stato rimosso',
    warn: 'Ha ricevuto un avvertimento',
    suspendUntil: 'Il Suo account è stato sospeso fino al giorno {date}',
    suspendForGood: 'Il Suo account è stato sospeso definitivamente',
    reverse: 'Una decisione precedente relativa al Suo account o ai Suoi contenuti è stata annullata',
    autoHide:
      'Il Suo contenuto è stato nascosto finché un moderatore non avrà esaminato le segnalazioni ricevute',
    autoHideWhy:
      'Motivazione: {count} membri lo hanno segnalato. Resterà nascosto finché un moderatore non avrà esaminato le segnalazioni; se non risulta alcun problema, tornerà visibile.',
    statement: '{headline}.',
    what: 'Oggetto: {about}',
    why: 'Motivazione: {reason}',
    appeal:
      'Per presentare ricorso, apra {link} e spieghi perché questa decisione dovrebbe cambiare: deciderà un altro moderatore.',
    details: 'Dettagli: {link}',
    appealGranted: 'Il Suo ricorso è stato accolto',
    appealRejected: 'Il Suo ricorso è stato respinto',
    granted: 'La decisione è stata annullata.',
    rejected: 'La decisione resta in vigore.',
    undoneHide: 'rimozione del contenuto',
    undoneWarn: 'avvertimento',
    undoneSuspend: 'sospensione dell’account',
  },
  de: {
    hide: 'Ihr Inhalt wurde entfernt',
    warn: 'Sie haben eine Verwarnung erhalten',
    suspendUntil: 'Ihr Konto wurde bis zum {date} gesperrt',
    suspendForGood: 'Ihr Konto wurde dauerhaft gesperrt',
    reverse: 'Eine frühere Entscheidung zu Ihrem Konto oder Ihren Inhalten wurde aufgehoben',
    autoHide: 'Ihr Inhalt wurde ausgeblendet, bis ein Moderator die Meldungen dazu geprüft hat',
    autoHideWhy:
      'Begründung: {count} Mitglieder haben ihn gemeldet. Er bleibt ausgeblendet, bis ein Moderator diese Meldungen geprüft hat; liegt kein Verstoß vor, wird er wieder angezeigt.',
    // After the salutation's comma German goes on in lower case; the headline follows a colon.
    statement: 'hiermit teilen wir Ihnen mit: {headline}.',
    what: 'Gegenstand: {about}',
    why: 'Begründung: {reason}',
    appeal:
      'Um Einspruch einzulegen, öffnen Sie {link} und begründen Sie, warum diese Entscheidung geändert werden sollte; ein anderer Moderator entscheidet darüber.',
    details: 'Einzelheiten: {link}',
    appealGranted: 'Ihrem Einspruch wurde stattgegeben',
    appealRejected: 'Ihr Einspruch wurde abgelehnt',
    granted: 'Die Entscheidung wurde aufgehoben.',
    rejected: 'Die Entscheidung bleibt bestehen.',
    undoneHide: 'Entfernung des Inhalts',
    undoneWarn: 'Verwarnung',
    undoneSuspend: 'Sperrung des Kontos',
  },
  fr: {
    hide: 'Votre contenu a été retiré',
    warn: 'Vous avez reçu un avertissement',
    suspendUntil: "Votre compte a été suspendu jusqu'au {date}",
    suspendForGood: 'Votre compte a été suspendu définitivement',
    reverse: 'Une décision antérieure concernant votre compte ou votre contenu a été annulée',
    autoHide: "Votre contenu a été masqué jusqu'à ce qu'un modérateur examine les signalements le concernant",
    autoHideWhy:
      "Motif : {count} membres l'ont signalé. Il reste masqué jusqu'à ce qu'un modérateur ait examiné ces signalements ; s'il n'y a aucun problème, il sera de nouveau affiché.",
    statement: '{headline}.',
    what: 'Objet : {about}',
    why: 'Motif : {reason}',
    appeal:
      'Pour faire appel, ouvrez {link} et expliquez pourquoi cette décision devrait changer : un autre modérateur tranchera.',
    details: 'Détails : {link}',
    appealGranted: 'Votre appel a été accepté',
    appealRejected: 'Votre appel a été rejeté',
    granted: 'La décision a été annulée.',
    rejected: 'La décision est maintenue.',
    undoneHide: 'retrait du contenu',
    undoneWarn: 'avertissement',
    undoneSuspend: 'suspension du compte',
  },
  zh: {
    hide: '您的内容已被移除',
    warn: '您收到了一次警告',
    suspendUntil: '您的账户已被暂停使用，直至 {date}',
    suspendForGood: '您的账户已被永久停用',
    reverse: '此前针对您的账户或内容作出的一项决定已被撤销',
    autoHide: '在审核员审查相关举报之前，您的内容已被暂时隐藏',
    autoHideWhy:
      '理由：有 {count} 位成员举报了该内容。在审核员审查这些举报之前，它将保持隐藏；如未发现问题，将恢复显示。',
    statement: '{headline}。',
    what: '相关事项：{about}',
    why: '理由：{reason}',
    appeal: '如需申诉，请打开 {link} 并说明此决定应予更改的理由，将由另一位审核员作出裁决。',
    details: '详情：{link}',
    appealGranted: '您的申诉已获支持',
    appealRejected: '您的申诉未获支持',
    granted: '该决定已被撤销。',
    rejected: '该决定维持不变。',
    undoneHide: '移除内容',
    undoneWarn: '警告',
    undoneSuspend: '暂停账户',
  },
});

/**
 * The outcome of a report, to its reporter (moderation.mail.ts): what was reported and what became
 * of it, never the author's data, the operator or the details of a measure.
 */
export const reportOutcomeMailTexts = mailTexts({
  en: {
    subject: 'The outcome of your report',
    thanks: 'Thank you for your report of {date}. We have reviewed it.',
    what: 'What you reported: {about}',
    dismiss: 'We found that it breaks none of our rules, so we have taken no action.',
    hide: 'We have removed the content.',
    action: 'We have taken action against its author.',
    private: 'To protect everyone’s privacy, we cannot share the details of the measures taken.',
    closing: 'Reports like yours help keep WBN a trustworthy place to do business. Thank you.',
  },
  es: {
    subject: 'Resultado de su denuncia',
    thanks: 'Gracias por su denuncia del {date}. La hemos revisado.',
    what: 'Contenido denunciado: {about}',
    dismiss:
      'Hemos comprobado que no incumple ninguna de nuestras normas, por lo que no hemos tomado ninguna medida.',
    hide: 'Hemos retirado el contenido.',
    action: 'Hemos tomado medidas contra su autor.',
    private:
      'Para proteger la privacidad de todas las partes, no podemos darle detalles de las medidas adoptadas.',
    closing:
      'Las denuncias como la suya ayudan a que WBN siga siendo un entorno fiable para hacer negocios. Muchas gracias.',
  },
  pt: {
    subject: 'Resultado da sua denúncia',
    thanks: 'Obrigado pela sua denúncia de {date}. Nós a analisamos.',
    what: 'Conteúdo denunciado: {about}',
    dismiss: 'Constatamos que ele não viola nenhuma das nossas regras; por isso, não tomamos nenhuma medida.',
    hide: 'Removemos o conteúdo.',
    action: 'Tomamos medidas contra o autor.',
    private: 'Para proteger a privacidade de todos, não podemos informar os detalhes das medidas adotadas.',
    closing:
      'Denúncias como a sua ajudam a manter a WBN um ambiente confiável para fazer negócios. Obrigado.',
  },
  it: {
    subject: 'Esito della Sua segnalazione',
    thanks: 'La ringraziamo per la Sua segnalazione del {date}, che abbiamo esaminato.',
    what: 'Contenuto segnalato: {about}',
    dismiss:
      'Non abbiamo riscontrato alcuna violazione delle nostre regole, pertanto non abbiamo adottato provvedimenti.',
    hide: 'Abbiamo rimosso il contenuto.',
    action: 'Abbiamo adottato provvedimenti nei confronti del suo autore.',
    private:
      'A tutela della riservatezza di tutte le parti, non possiamo comunicarLe i dettagli dei provvedimenti adottati.',
    closing:
      'Segnalazioni come la Sua contribuiscono a fare di WBN un ambiente affidabile in cui fare affari. Grazie.',
  },
  de: {
    subject: 'Ergebnis Ihrer Meldung',
    // After the salutation's comma German goes on in lower case.
    thanks: 'vielen Dank für Ihre Meldung vom {date}. Wir haben sie geprüft.',
    what: 'Gemeldeter Inhalt: {about}',
    dismiss: 'Wir haben keinen Verstoß gegen unsere Regeln festgestellt und daher keine Maßnahmen ergriffen.',
    hide: 'Wir haben den Inhalt entfernt.',
    action: 'Wir haben Maßnahmen gegen den Urheber ergriffen.',
    private:
      'Zum Schutz der Privatsphäre aller Beteiligten können wir Ihnen keine Einzelheiten zu den Maßnahmen mitteilen.',
    closing:
      'Meldungen wie Ihre tragen dazu bei, dass WBN ein vertrauenswürdiger Ort für Geschäfte bleibt. Vielen Dank.',
  },
  fr: {
    subject: 'Suite donnée à votre signalement',
    thanks: 'Merci pour votre signalement du {date}. Nous l’avons examiné.',
    what: 'Contenu signalé : {about}',
    dismiss: 'Nous n’avons constaté aucune infraction à nos règles ; aucune mesure n’a donc été prise.',
    hide: 'Nous avons retiré le contenu.',
    action: 'Nous avons pris des mesures à l’encontre de son auteur.',
    private:
      'Afin de protéger la vie privée de chacun, nous ne pouvons pas vous communiquer le détail des mesures prises.',
    closing:
      'Les signalements comme le vôtre contribuent à faire de WBN un espace d’affaires digne de confiance. Merci.',
  },
  zh: {
    subject: '您的举报处理结果',
    thanks: '感谢您于 {date} 提交的举报，我们已完成审核。',
    what: '举报内容：{about}',
    dismiss: '经审核，该内容未违反我们的任何规则，因此我们未采取任何措施。',
    hide: '我们已移除该内容。',
    action: '我们已对该内容的发布者采取处理措施。',
    private: '为保护各方隐私，我们无法透露所采取措施的具体细节。',
    closing: '正是有了像您这样的举报，WBN 才能始终是一个值得信赖的商务平台。谢谢！',
  },
});

/**
 * The acknowledgement of a notice from the public form (moderation.notices.ts), in the form's
 * language; its outcome is written with the report outcome's texts.
 */
export const noticeMailTexts = mailTexts({
  en: {
    subject: 'We received your notice',
    received: 'We received your notice of {date} about content on WBN that you believe is illegal.',
    page: 'The page: {url}',
    next: 'Our moderators will review it and write to you at this address with their decision. We will not tell the person concerned who sent the notice.',
    closing: 'Thank you for helping keep WBN a lawful and trustworthy place to do business.',
  },
  es: {
    subject: 'Hemos recibido su notificación',
    received: 'Hemos recibido su notificación del {date} sobre un contenido de WBN que considera ilegal.',
    page: 'La página: {url}',
    next: 'Nuestros moderadores la revisarán y le escribirán a esta dirección con su decisión. No diremos a la persona afectada quién ha enviado la notificación.',
    closing: 'Gracias por ayudarnos a que WBN siga siendo un entorno legal y fiable para hacer negocios.',
  },
  pt: {
    subject: 'Recebemos sua notificação',
    received: 'Recebemos sua notificação de {date} sobre um conteúdo da WBN que você considera ilegal.',
    page: 'A página: {url}',
    next: 'Nossos moderadores vão analisá-la e escreverão para este endereço com a decisão. Não informaremos à pessoa envolvida quem enviou a notificação.',
    closing: 'Obrigado por ajudar a manter a WBN um ambiente legal e confiável para fazer negócios.',
  },
  it: {
    subject: 'Abbiamo ricevuto la Sua segnalazione',
    received:
      'Abbiamo ricevuto la Sua segnalazione del {date} relativa a un contenuto di WBN che ritiene illegale.',
    page: 'La pagina: {url}',
    next: 'I nostri moderatori la esamineranno e Le scriveranno a questo indirizzo per comunicarLe la decisione. Non riveleremo alla persona interessata chi ha inviato la segnalazione.',
    closing: 'Grazie per contribuire a fare di WBN un ambiente legale e affidabile in cui fare affari.',
  },
  de: {
    // After the salutation's comma German goes on in lower case.
    subject: 'Wir haben Ihre Meldung erhalten',
    received:
      'wir haben Ihre Meldung vom {date} zu einem Inhalt auf WBN erhalten, den Sie für rechtswidrig halten.',
    page: 'Die Seite: {url}',
    next: 'Unsere Moderatoren prüfen sie und teilen Ihnen ihre Entscheidung an diese Adresse mit. Der betroffenen Person sagen wir nicht, wer die Meldung geschickt hat.',
    closing:
      'Vielen Dank, dass Sie dazu beitragen, dass WBN ein rechtmäßiger und vertrauenswürdiger Ort für Geschäfte bleibt.',
  },
  fr: {
    subject: 'Nous avons bien reçu votre notification',
    received:
      'Nous avons bien reçu votre notification du {date} concernant un contenu de WBN que vous estimez illicite.',
    page: 'La page : {url}',
    next: 'Nos modérateurs vont l’examiner et vous écriront à cette adresse pour vous faire part de leur décision. Nous ne dirons pas à la personne concernée qui a envoyé la notification.',
    closing: 'Merci de contribuer à faire de WBN un espace d’affaires légal et digne de confiance.',
  },
  zh: {
    subject: '我们已收到您的通知',
    received: '我们已收到您于 {date} 提交的通知，涉及您认为违法的 WBN 内容。',
    page: '相关页面：{url}',
    next: '我们的审核员将对其进行审查，并通过此邮箱地址告知您处理决定。我们不会向相关当事人透露通知的提交者。',
    closing: '感谢您帮助 WBN 保持合法、值得信赖的商务环境。',
  },
});
