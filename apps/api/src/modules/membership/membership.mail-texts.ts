import { mailTexts } from '../../lib/mail-texts.ts';

/** The reminder before a paid year ends (membership.sweep.ts), in every language. */
export const reminderMailTexts = mailTexts({
  en: {
    subjectRenews: '{company}: your {tier} membership renews on {day}',
    subjectEnds: '{company}: your {tier} membership ends on {day}',
    renews:
      'The {tier} membership of {company} renews on {day} (UTC): {price} will be charged to the card of your last payment.',
    ends: 'The {tier} membership of {company} ends on {day} (UTC). Renewal is off, so {company} then returns to the STANDARD listing ({products} products).',
    change: 'To change this, open the membership page of your business:',
  },
  es: {
    subjectRenews: '{company}: su membresía {tier} se renueva el {day}',
    subjectEnds: '{company}: su membresía {tier} finaliza el {day}',
    renews:
      'La membresía {tier} de {company} se renueva el {day} (UTC): se cargarán {price} a la tarjeta de su último pago.',
    ends: 'La membresía {tier} de {company} finaliza el {day} (UTC). La renovación automática está desactivada, por lo que {company} volverá entonces al listado STANDARD ({products} productos).',
    change: 'Para cambiarlo, abra la página de membresía de su empresa:',
  },
  pt: {
    subjectRenews: '{company}: sua assinatura {tier} será renovada em {day}',
    subjectEnds: '{company}: sua assinatura {tier} termina em {day}',
    renews:
      'A assinatura {tier} de {company} será renovada em {day} (UTC): {price} serão cobrados no cartão do seu último pagamento.',
    ends: 'A assinatura {tier} de {company} termina em {day} (UTC). A renovação automática está desativada, então {company} voltará ao plano STANDARD ({products} produtos).',
    change: 'Para alterar isso, abra a página de assinatura da sua empresa:',
  },
  it: {
    subjectRenews: '{company}: il Suo abbonamento {tier} si rinnova in data {day}',
    subjectEnds: '{company}: il Suo abbonamento {tier} scade in data {day}',
    renews:
      "L'abbonamento {tier} di {company} si rinnova in data {day} (UTC): l'importo di {price} sarà addebitato sulla carta usata per l'ultimo pagamento.",
    ends: "L'abbonamento {tier} di {company} scade in data {day} (UTC). Il rinnovo automatico è disattivato, quindi {company} tornerà al piano STANDARD ({products} prodotti).",
    change: "Per modificare questa impostazione, apra la pagina dell'abbonamento della Sua azienda:",
  },
  de: {
    subjectRenews: '{company}: Ihre {tier}-Mitgliedschaft verlängert sich am {day}',
    subjectEnds: '{company}: Ihre {tier}-Mitgliedschaft endet am {day}',
    renews:
      'Ihre {tier}-Mitgliedschaft für {company} verlängert sich am {day} (UTC): Die Karte Ihrer letzten Zahlung wird mit {price} belastet.',
    ends: 'Ihre {tier}-Mitgliedschaft für {company} endet am {day} (UTC). Die automatische Verlängerung ist ausgeschaltet; {company} fällt danach auf den STANDARD-Eintrag ({products} Produkte) zurück.',
    change: 'Um dies zu ändern, öffnen Sie die Mitgliedschaftsseite Ihres Unternehmens:',
  },
  fr: {
    subjectRenews: '{company} : votre abonnement {tier} sera renouvelé le {day}',
    subjectEnds: '{company} : votre abonnement {tier} prend fin le {day}',
    renews:
      "L'abonnement {tier} de {company} sera renouvelé le {day} (UTC) : {price} seront débités sur la carte de votre dernier paiement.",
    ends: "L'abonnement {tier} de {company} prend fin le {day} (UTC). Le renouvellement automatique est désactivé : {company} reviendra ensuite à l'offre STANDARD ({products} produits).",
    change: 'Pour modifier ce réglage, ouvrez la page Abonnement de votre entreprise :',
  },
  zh: {
    subjectRenews: '{company}：您的 {tier} 会员将于 {day} 续订',
    subjectEnds: '{company}：您的 {tier} 会员将于 {day} 到期',
    renews: '{company} 的 {tier} 会员将于 {day}（UTC）自动续订：届时将从您上次付款所用的银行卡扣款 {price}。',
    ends: '{company} 的 {tier} 会员将于 {day}（UTC）到期。由于自动续订已关闭，{company} 届时将恢复为 STANDARD 版（最多展示 {products} 个产品）。',
    change: '如需更改，请打开贵企业的会员页面：',
  },
});
