import { mailTexts } from '../../lib/mail-texts.ts';

/**
 * The mails of company verification (verification.mail.ts), in every language: a check approved,
 * more evidence asked for, a check revoked, and the reminder 30 days before an approval ends.
 * `{check}` is the check's name in the language (a certificate by its own name). `notice*` are
 * the notifications' words, stored in the owner's language (no English head to translate on read).
 */
export const verificationMailTexts = mailTexts({
  en: {
    noticeApprove: '{company}: a verification check was approved',
    noticeMore: '{company}: the verification reviewers ask for more evidence',
    noticeRevoke: '{company}: a verification check was revoked',
    noticeReminder: '{company}: a verification check ends in 30 days',
    approvedSubject: 'Verified: {check} of {company}',
    approved:
      'Our reviewers checked the evidence for {check} of {company} and approved it. The Verified badge shows it until {until}.',
    moreSubject: 'More evidence needed: {check} of {company}',
    more: 'Our reviewers need more evidence for {check} of {company}. Their message:',
    revokedSubject: 'Verification revoked: {check} of {company}',
    revoked:
      'Our reviewers revoked the verification of {check} of {company}; the badge no longer shows it. Their reason:',
    reminderSubject: 'Your verification of {check} ends on {until}',
    reminder:
      'The verification of {check} of {company} ends on {until}. To keep it on the badge, send current evidence before then.',
    link: 'Your checks and their documents: {link}',
  },
  es: {
    noticeApprove: '{company}: se aprobó una verificación',
    noticeMore: '{company}: el equipo de verificación solicita más documentación',
    noticeRevoke: '{company}: se revocó una verificación',
    noticeReminder: '{company}: una verificación vence dentro de 30 días',
    approvedSubject: 'Verificado: {check} de {company}',
    approved:
      'Nuestro equipo revisó la documentación de {check} de {company} y la aprobó. La insignia de verificación lo mostrará hasta el {until}.',
    moreSubject: 'Se necesita más documentación: {check} de {company}',
    more: 'Nuestro equipo necesita más documentación sobre {check} de {company}. Su mensaje:',
    revokedSubject: 'Verificación revocada: {check} de {company}',
    revoked:
      'Nuestro equipo revocó la verificación de {check} de {company}; la insignia ya no la muestra. El motivo:',
    reminderSubject: 'La verificación de {check} vence el {until}',
    reminder:
      'La verificación de {check} de {company} vence el {until}. Para mantenerla en la insignia, envíe documentación actualizada antes de esa fecha.',
    link: 'Sus verificaciones y sus documentos: {link}',
  },
  pt: {
    noticeApprove: '{company}: uma verificação foi aprovada',
    noticeMore: '{company}: a equipe de verificação pede mais documentação',
    noticeRevoke: '{company}: uma verificação foi revogada',
    noticeReminder: '{company}: uma verificação termina em 30 dias',
    approvedSubject: 'Verificado: {check} de {company}',
    approved:
      'Nossa equipe analisou a documentação de {check} de {company} e a aprovou. O selo de verificação a exibirá até {until}.',
    moreSubject: 'Mais documentação necessária: {check} de {company}',
    more: 'Nossa equipe precisa de mais documentação sobre {check} de {company}. A mensagem:',
    revokedSubject: 'Verificação revogada: {check} de {company}',
    revoked: 'Nossa equipe revogou a verificação de {check} de {company}; o selo não a exibe mais. O motivo:',
    reminderSubject: 'A verificação de {check} termina em {until}',
    reminder:
      'A verificação de {check} de {company} termina em {until}. Para mantê-la no selo, envie documentação atualizada antes dessa data.',
    link: 'Suas verificações e os documentos: {link}',
  },
  it: {
    noticeApprove: '{company}: una verifica è stata approvata',
    noticeMore: '{company}: il team di verifica chiede altra documentazione',
    noticeRevoke: '{company}: una verifica è stata revocata',
    noticeReminder: '{company}: una verifica scade tra 30 giorni',
    approvedSubject: 'Verificato: {check} di {company}',
    approved:
      'Il nostro team ha esaminato la documentazione relativa a {check} di {company} e l’ha approvata. Il badge di verifica la mostrerà fino al {until}.',
    moreSubject: 'Serve altra documentazione: {check} di {company}',
    more: 'Il nostro team ha bisogno di altra documentazione relativa a {check} di {company}. Il messaggio:',
    revokedSubject: 'Verifica revocata: {check} di {company}',
    revoked:
      'Il nostro team ha revocato la verifica di {check} di {company}; il badge non la mostra più. La motivazione:',
    reminderSubject: 'La verifica di {check} scade il {until}',
    reminder:
      'La verifica di {check} di {company} scade il {until}. Per mantenerla nel badge, invii documentazione aggiornata entro quella data.',
    link: 'Le Sue verifiche e i relativi documenti: {link}',
  },
  de: {
    noticeApprove: '{company}: Eine Verifizierung wurde bestätigt',
    noticeMore: '{company}: Das Prüfteam bittet um weitere Nachweise',
    noticeRevoke: '{company}: Eine Verifizierung wurde widerrufen',
    noticeReminder: '{company}: Eine Verifizierung endet in 30 Tagen',
    approvedSubject: 'Verifiziert: {check} von {company}',
    approved:
      'Unser Prüfteam hat die Nachweise für {check} von {company} geprüft und bestätigt. Das Verifiziert-Abzeichen zeigt dies bis zum {until}.',
    moreSubject: 'Weitere Nachweise nötig: {check} von {company}',
    more: 'Unser Prüfteam benötigt weitere Nachweise für {check} von {company}. Die Nachricht:',
    revokedSubject: 'Verifizierung widerrufen: {check} von {company}',
    revoked:
      'Unser Prüfteam hat die Verifizierung von {check} von {company} widerrufen; das Abzeichen zeigt sie nicht mehr. Die Begründung:',
    reminderSubject: 'Ihre Verifizierung von {check} endet am {until}',
    reminder:
      'Die Verifizierung von {check} von {company} endet am {until}. Damit sie im Abzeichen bleibt, senden Sie bitte vorher aktuelle Nachweise.',
    link: 'Ihre Prüfungen und Dokumente: {link}',
  },
  fr: {
    noticeApprove: '{company} : une vérification a été approuvée',
    noticeMore: '{company} : l’équipe de vérification demande des justificatifs supplémentaires',
    noticeRevoke: '{company} : une vérification a été révoquée',
    noticeReminder: '{company} : une vérification prend fin dans 30 jours',
    approvedSubject: 'Vérifié : {check} de {company}',
    approved:
      'Notre équipe a examiné les justificatifs de {check} de {company} et les a approuvés. Le badge de vérification l’affichera jusqu’au {until}.',
    moreSubject: 'Justificatifs supplémentaires demandés : {check} de {company}',
    more: 'Notre équipe a besoin de justificatifs supplémentaires pour {check} de {company}. Son message :',
    revokedSubject: 'Vérification révoquée : {check} de {company}',
    revoked:
      'Notre équipe a révoqué la vérification de {check} de {company} ; le badge ne l’affiche plus. Motif :',
    reminderSubject: 'Votre vérification de {check} prend fin le {until}',
    reminder:
      'La vérification de {check} de {company} prend fin le {until}. Pour la conserver sur le badge, envoyez des justificatifs à jour avant cette date.',
    link: 'Vos vérifications et leurs documents : {link}',
  },
  zh: {
    noticeApprove: '{company}：一项认证已通过',
    noticeMore: '{company}：审核团队要求补充证明材料',
    noticeRevoke: '{company}：一项认证已被撤销',
    noticeReminder: '{company}：一项认证将在 30 天后到期',
    approvedSubject: '已认证：{company} 的{check}',
    approved: '审核团队已核查 {company} 的{check}证明材料并予以通过。认证徽章将显示该项至 {until}。',
    moreSubject: '需要补充材料：{company} 的{check}',
    more: '审核团队需要您补充 {company} 的{check}证明材料。留言如下：',
    revokedSubject: '认证已撤销：{company} 的{check}',
    revoked: '审核团队已撤销 {company} 的{check}认证，徽章不再显示该项。原因如下：',
    reminderSubject: '您的{check}认证将于 {until} 到期',
    reminder: '{company} 的{check}认证将于 {until} 到期。如需继续在徽章上显示，请在此之前提交最新证明材料。',
    link: '您的认证项目及材料：{link}',
  },
});
