import { mailTexts } from '../../lib/mail-texts.ts';

/** The invitation to join a business (business.invitation-mail.ts), in every language. */
export const invitationMailTexts = mailTexts({
  en: {
    subject: '{inviter} invited you to join {company} on WBN',
    invited: '{inviter} invited you to join {company} as {role} on the WBN network.',
    asAdmin: 'an admin',
    asMember: 'a member',
    howToAnswer: 'To answer, sign in (or create an account) with this e-mail address and open My business:',
    openFor:
      'There you can accept or decline. The invitation stays open for {days} days;\nyou join the business only if you accept it.',
    unexpected: 'If you did not expect this message, you can ignore it: nothing happens without your answer.',
    someone: 'Someone',
  },
  es: {
    subject: '{inviter} le invita a unirse a {company} en WBN',
    invited: '{inviter} le ha invitado a unirse a {company} como {role} en la red WBN.',
    asAdmin: 'administrador',
    asMember: 'miembro',
    howToAnswer:
      'Para responder, inicie sesión (o cree una cuenta) con esta dirección de correo electrónico y abra Mi empresa:',
    openFor:
      'Allí podrá aceptar o rechazar la invitación, que permanece abierta durante {days} días.\nSolo se unirá a la empresa si la acepta.',
    unexpected: 'Si no esperaba este mensaje, puede ignorarlo: no ocurrirá nada sin su respuesta.',
    someone: 'Alguien',
  },
  pt: {
    subject: '{inviter} convidou você para participar da empresa {company} na WBN',
    invited: '{inviter} convidou você para participar da empresa {company} como {role} na rede WBN.',
    asAdmin: 'administrador',
    asMember: 'membro',
    howToAnswer:
      'Para responder, entre (ou crie uma conta) com este endereço de e-mail e abra Minha empresa:',
    openFor:
      'Lá você pode aceitar ou recusar o convite, que fica aberto por {days} dias.\nVocê só passa a fazer parte da empresa se aceitá-lo.',
    unexpected: 'Se você não esperava esta mensagem, pode ignorá-la: nada acontece sem a sua resposta.',
    someone: 'Alguém',
  },
  it: {
    subject: '{inviter} La invita a unirsi a {company} su WBN',
    invited: '{inviter} La invita a unirsi a {company} come {role} sulla rete WBN.',
    asAdmin: 'amministratore',
    asMember: 'membro',
    howToAnswer:
      'Per rispondere, acceda (o crei un account) con questo indirizzo e-mail e apra La mia azienda:',
    openFor:
      "Lì potrà accettare o rifiutare l'invito, che resta aperto per {days} giorni.\nEntrerà a far parte dell'azienda solo se lo accetta.",
    unexpected:
      'Se non si aspettava questo messaggio, può ignorarlo: senza una Sua risposta non succede nulla.',
    someone: 'Qualcuno',
  },
  de: {
    subject: '{inviter} lädt Sie ein, {company} auf WBN beizutreten',
    invited: '{inviter} hat Sie eingeladen, {company} im WBN-Netzwerk als {role} beizutreten.',
    asAdmin: 'Administrator',
    asMember: 'Mitglied',
    howToAnswer:
      'Um zu antworten, melden Sie sich mit dieser E-Mail-Adresse an (oder legen Sie ein Konto an) und öffnen Sie „Mein Unternehmen“:',
    openFor:
      'Dort können Sie die Einladung annehmen oder ablehnen. Sie bleibt {days} Tage lang offen;\nSie treten dem Unternehmen nur bei, wenn Sie sie annehmen.',
    unexpected:
      'Falls Sie diese Nachricht nicht erwartet haben, können Sie sie ignorieren: Ohne Ihre Antwort geschieht nichts.',
    someone: 'Jemand',
  },
  fr: {
    subject: '{inviter} vous invite à rejoindre {company} sur WBN',
    invited: '{inviter} vous invite à rejoindre {company} {role} sur le réseau WBN.',
    asAdmin: "en tant qu'administrateur",
    asMember: 'en tant que membre',
    howToAnswer:
      'Pour répondre, connectez-vous (ou créez un compte) avec cette adresse e-mail et ouvrez Mes entreprises :',
    openFor:
      "Vous pourrez y accepter ou refuser l'invitation, qui reste ouverte pendant {days} jours ;\nvous ne rejoignez l'entreprise que si vous l'acceptez.",
    unexpected:
      "Si vous n'attendiez pas ce message, vous pouvez l'ignorer : rien ne se passe sans votre réponse.",
    someone: "Quelqu'un",
  },
  zh: {
    subject: '{inviter} 邀请您在 WBN 上加入 {company}',
    invited: '{inviter} 邀请您以{role}身份加入 WBN 网络上的 {company}。',
    asAdmin: '管理员',
    asMember: '成员',
    howToAnswer: '如需答复，请使用此电子邮件地址登录（或注册账户），然后打开“我的企业”：',
    openFor: '您可以在那里接受或拒绝邀请。邀请的有效期为 {days} 天；\n只有在您接受后，才会加入该企业。',
    unexpected: '如果您并未预期收到此邮件，可以忽略它：未经您答复，不会发生任何变化。',
    someone: '有人',
  },
});
