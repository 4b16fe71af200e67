import { mailTexts } from '../../lib/mail-texts.ts';

/** The e-mail copy of a new inquiry (inquiries.mail.ts), in every language. */
export const inquiryMailTexts = mailTexts({
  en: {
    subject: 'New request for {company}: {subject}',
    sent: '{sender} sent {company} a request: "{subject}".',
    readIt: 'Read and answer it in your message center:',
  },
  es: {
    subject: 'Nueva solicitud para {company}: {subject}',
    sent: '{sender} ha enviado una solicitud a {company}: «{subject}».',
    readIt: 'Léala y respóndala en su centro de mensajes:',
  },
  pt: {
    subject: 'Nova solicitação para {company}: {subject}',
    sent: '{sender} enviou uma solicitação para {company}: “{subject}”.',
    readIt: 'Leia e responda na sua central de mensagens:',
  },
  it: {
    subject: 'Nuova richiesta per {company}: {subject}',
    sent: '{sender} ha inviato una richiesta a {company}: «{subject}».',
    readIt: 'La legga e risponda nel Suo centro messaggi:',
  },
  de: {
    subject: 'Neue Anfrage an {company}: {subject}',
    sent: '{sender} hat {company} eine Anfrage gesendet: „{subject}“.',
    readIt: 'Lesen und beantworten Sie sie in Ihrem Nachrichtencenter:',
  },
  fr: {
    subject: 'Nouvelle demande pour {company} : {subject}',
    sent: '{sender} a envoyé une demande à {company} : « {subject} ».',
    readIt: 'Lisez-la et répondez-y dans votre messagerie :',
  },
  zh: {
    subject: '{company} 收到新询盘：{subject}',
    sent: '{sender} 向 {company} 发送了一条询盘：“{subject}”。',
    readIt: '请在消息中心查看并回复：',
  },
});
