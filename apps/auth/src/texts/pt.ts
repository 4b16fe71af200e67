import type { Texts } from './en.ts';

/** Portuguese (Brazil, the portal that speaks it; você, as the web app). */
export const pt: Texts = {
  'layout.skipLink': 'Ir para o formulário',
  'layout.back': '← Voltar para {product} {portal}',
  'layout.globalPortal': 'Global',
  'layout.footerNote':
    'Uma única conta para todos os portais da {product}. Nunca compartilhamos sua senha, e nossa equipe jamais vai pedi-la.',
  'layout.privacy': 'Política de privacidade',
  'layout.terms': 'Termos e condições',
  'layout.contact': 'Fale conosco',

  'field.email': 'E-mail',
  'field.password': 'Senha',
  'field.firstName': 'Nome',
  'field.lastName': 'Sobrenome',
  'field.newPassword': 'Nova senha',
  'field.passwordHint':
    'No mínimo {min} caracteres. Algumas palavras sem relação entre si formam uma senha forte e fácil de lembrar; senhas comuns não são aceitas.',

  'login.title': 'Entrar',
  'login.lead':
    'Que bom ver você de novo. Entre para acessar suas empresas, suas consultas e sua rede de contatos.',
  'login.forgot': 'Esqueceu sua senha?',
  'login.submit': 'Entrar',
  'login.newHere': 'Ainda não tem conta na {product}?',
  'login.register': 'Crie uma conta gratuita',

  'register.title': 'Crie sua conta',
  'register.heading': 'Crie sua conta gratuita',
  'register.lead':
    'Junte-se a fabricantes, distribuidores, importadores e exportadores na rede {product}. É grátis.',
  'register.consent': 'Ao criar uma conta, você aceita os {terms} e a {privacy}.',
  'register.terms': 'termos e condições',
  'register.privacy': 'política de privacidade',
  'register.submit': 'Criar conta',
  'register.haveAccount': 'Já tem uma conta?',
  'register.signIn': 'Entre',

  'forgot.title': 'Redefina sua senha',
  'forgot.lead': 'Informe o e-mail da sua conta e enviaremos um link para você escolher uma nova senha.',
  'forgot.submit': 'Enviar o link',
  'forgot.backToSignIn': 'Voltar para o login',
  'sent.title': 'Verifique seu e-mail',
  'sent.help': 'Nada chegou depois de alguns minutos? Confira a pasta de spam ou {askAgain}.',
  'sent.askAgain': 'peça um novo link',

  'reset.title': 'Escolha uma nova senha',
  'reset.submit': 'Salvar a nova senha',
  'reset.deadLinkTitle': 'Este link não funciona mais',
  'reset.deadLinkAction': 'Pedir um novo link',
  'reset.doneTitle': 'Senha alterada',
  'reset.doneAction': 'Entrar',

  'notice.resetSent':
    'Se houver uma conta com este endereço de e-mail, um link para escolher uma nova senha está a caminho. Ele funciona uma única vez e expira em breve.',
  'notice.resetDone': 'Sua senha foi alterada e todas as suas sessões foram encerradas. Entre novamente.',
  'error.invalidCredentials': 'O e-mail ou a senha estão incorretos.',
  'error.tooManyLogins':
    'Muitas tentativas de login sem sucesso. Aguarde alguns minutos antes de tentar novamente ou redefina sua senha.',
  'error.tooManyRegistrations': 'Muitos cadastros a partir da sua rede. Aguarde um pouco e tente novamente.',
  'error.tooManyResets': 'Muitas solicitações de redefinição. Aguarde um pouco e tente novamente.',
  'error.registerRefused':
    'Não foi possível criar uma conta com esses dados. Se você já se cadastrou antes, entre ou redefina sua senha.',
  'error.resetInvalid': 'Este link de redefinição expirou ou já foi usado. Peça um novo.',
  'error.codeInvalid': 'Este código de login expirou ou já foi usado. Entre novamente.',
  'error.refreshMissing': 'Nenhum token de atualização foi enviado.',
  'error.refreshInvalid': 'Esta sessão foi encerrada. Entre novamente.',
  'error.refreshExpired': 'Esta sessão expirou. Entre novamente.',
  'error.tokenMissing': 'Nenhum token de acesso foi enviado.',
  'error.tokenInvalid': 'O token de acesso não é válido.',
  'error.emailInvalid': 'Informe um endereço de e-mail válido.',
  'error.required': 'Este campo é obrigatório.',
  'error.tooShort': 'Use pelo menos {min} caracteres.',
  'error.tooLong': 'Use no máximo {max} caracteres.',
  'error.passwordCommon': 'Esta senha é uma das mais comuns e fácil de adivinhar. Escolha outra.',
  'error.passwordIsEmail': 'Sua senha não pode ser o seu endereço de e-mail.',
  'error.textNul':
    'Este texto contém um caractere NUL (U+0000), que não pode ser armazenado. Remova-o e tente novamente.',
  'error.textSurrogate':
    'Este texto contém um caractere corrompido (um substituto UTF-16 sem par), que não pode ser armazenado. Digite-o de novo e tente novamente.',
  'error.formExpired': 'Este formulário expirou. Tente novamente.',
  'error.stateInvalid': 'O estado de login deve ter de 32 a 128 letras, dígitos, "-" ou "_".',
  'error.suspended': 'Esta conta foi suspensa pelos moderadores da rede.',
  'error.suspendedUntil': 'Esta conta foi suspensa pelos moderadores da rede até {until} UTC.',
  'error.tooManyRequests': 'Solicitações demais. Aguarde um momento, por favor.',
  'error.badRequest': 'Solicitação inválida',
  'error.internal': 'Algo deu errado. Tente novamente.',
  'error.databaseUnavailable':
    'O serviço não consegue acessar o banco de dados no momento. Tente novamente em um minuto; o que você salvou antes está preservado.',

  'mail.reset.subject': 'Redefina sua senha da {product}',
  'mail.reset.greeting': 'Olá, {firstName},',
  'mail.reset.asked':
    'Alguém (esperamos que tenha sido você) pediu para redefinir a senha da sua conta na {product}.',
  'mail.reset.chooseText':
    'Escolha uma nova senha aqui em até {minutes} minutos (o link funciona uma única vez):',
  'mail.reset.chooseHtml': 'Escolha uma nova senha em até {minutes} minutos (o link funciona uma única vez):',
  'mail.reset.button': 'Escolher uma nova senha',
  'mail.reset.ignore': 'Se não foi você quem pediu, ignore esta mensagem: sua senha continua a mesma.',
};
