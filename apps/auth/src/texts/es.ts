import type { Texts } from './en.ts';

/** Spanish (usted; neutral for Spain and Latin America). */
export const es: Texts = {
  'layout.skipLink': 'Ir al formulario',
  'layout.back': '← Volver a {product} {portal}',
  'layout.globalPortal': 'Global',
  'layout.footerNote':
    'Una sola cuenta para todos los portales de {product}. Nunca compartimos su contraseña, y nuestro personal jamás se la pedirá.',
  'layout.privacy': 'Política de privacidad',
  'layout.terms': 'Términos y condiciones',
  'layout.contact': 'Contacto',

  'field.email': 'Correo electrónico',
  'field.password': 'Contraseña',
  'field.firstName': 'Nombre',
  'field.lastName': 'Apellidos',
  'field.newPassword': 'Nueva contraseña',
  'field.passwordHint':
    'Al menos {min} caracteres. Unas cuantas palabras sin relación entre sí forman una contraseña segura y fácil de recordar; no se admiten las contraseñas más comunes.',

  'login.title': 'Iniciar sesión',
  'login.lead':
    'Le damos la bienvenida de nuevo. Inicie sesión para acceder a sus empresas, sus consultas y su red de contactos.',
  'login.forgot': '¿Ha olvidado su contraseña?',
  'login.submit': 'Iniciar sesión',
  'login.newHere': '¿Todavía no tiene cuenta en {product}?',
  'login.register': 'Cree una cuenta gratuita',

  'register.title': 'Cree su cuenta',
  'register.heading': 'Cree su cuenta gratuita',
  'register.lead':
    'Únase a fabricantes, distribuidores, importadores y exportadores en la red {product}. Es gratis.',
  'register.consent': 'Al crear una cuenta, acepta los {terms} y la {privacy}.',
  'register.terms': 'términos y condiciones',
  'register.privacy': 'política de privacidad',
  'register.submit': 'Crear cuenta',
  'register.haveAccount': '¿Ya tiene una cuenta?',
  'register.signIn': 'Inicie sesión',

  'forgot.title': 'Restablezca su contraseña',
  'forgot.lead':
    'Escriba la dirección de correo electrónico de su cuenta y le enviaremos un enlace para elegir una nueva contraseña.',
  'forgot.submit': 'Enviar el enlace',
  'forgot.backToSignIn': 'Volver al inicio de sesión',
  'sent.title': 'Revise su correo electrónico',
  'sent.help':
    '¿No ha recibido nada al cabo de unos minutos? Revise la carpeta de correo no deseado o {askAgain}.',
  'sent.askAgain': 'solicite otro enlace',

  'reset.title': 'Elija una nueva contraseña',
  'reset.submit': 'Guardar la nueva contraseña',
  'reset.deadLinkTitle': 'Este enlace ya no es válido',
  'reset.deadLinkAction': 'Solicitar un nuevo enlace',
  'reset.doneTitle': 'Contraseña cambiada',
  'reset.doneAction': 'Iniciar sesión',

  'notice.resetSent':
    'Si existe una cuenta con esta dirección de correo electrónico, le hemos enviado un enlace para elegir una nueva contraseña. Solo funciona una vez y vence en poco tiempo.',
  'notice.resetDone':
    'Su contraseña se ha cambiado y se han cerrado todas sus sesiones. Vuelva a iniciar sesión.',
  'error.invalidCredentials': 'El correo electrónico o la contraseña no son correctos.',
  'error.tooManyLogins':
    'Demasiados intentos fallidos de inicio de sesión. Espere unos minutos antes de volver a intentarlo o restablezca su contraseña.',
  'error.tooManyRegistrations': 'Demasiados registros desde su red. Espere un rato y vuelva a intentarlo.',
  'error.tooManyResets': 'Demasiadas solicitudes de restablecimiento. Espere un rato y vuelva a intentarlo.',
  'error.registerRefused':
    'No hemos podido crear una cuenta con estos datos. Si ya se había registrado, inicie sesión o restablezca su contraseña.',
  'error.resetInvalid':
    'Este enlace de restablecimiento ha vencido o ya se ha utilizado. Solicite uno nuevo.',
  'error.codeInvalid':
    'Este código de inicio de sesión ha vencido o ya se ha utilizado. Vuelva a iniciar sesión.',
  'error.refreshMissing': 'No se ha enviado ningún token de actualización.',
  'error.refreshInvalid': 'Esta sesión ha finalizado. Vuelva a iniciar sesión.',
  'error.refreshExpired': 'Esta sesión ha vencido. Vuelva a iniciar sesión.',
  'error.tokenMissing': 'No se ha enviado ningún token de acceso.',
  'error.tokenInvalid': 'El token de acceso no es válido.',
  'error.emailInvalid': 'Escriba una dirección de correo electrónico válida.',
  'error.required': 'Este campo es obligatorio.',
  'error.tooShort': 'Utilice al menos {min} caracteres.',
  'error.tooLong': 'Utilice como máximo {max} caracteres.',
  'error.passwordCommon':
    'Esta contraseña es una de las más comunes y resulta fácil de adivinar. Elija otra.',
  'error.passwordIsEmail': 'Su contraseña no puede ser su dirección de correo electrónico.',
  'error.textNul':
    'Este texto contiene un carácter NUL (U+0000), que no se puede guardar. Elimínelo y vuelva a intentarlo.',
  'error.textSurrogate':
    'Este texto contiene un carácter dañado (un sustituto UTF-16 sin pareja), que no se puede guardar. Vuelva a escribirlo e inténtelo de nuevo.',
  'error.formExpired': 'Este formulario ha vencido. Vuelva a intentarlo.',
  'error.stateInvalid': 'El estado de inicio de sesión debe constar de 32 a 128 letras, dígitos, "-" o "_".',
  'error.suspended': 'Los moderadores de la red han suspendido esta cuenta.',
  'error.suspendedUntil': 'Los moderadores de la red han suspendido esta cuenta hasta el {until} UTC.',
  'error.tooManyRequests': 'Demasiadas solicitudes. Espere un momento, por favor.',
  'error.badRequest': 'Solicitud no válida',
  'error.internal': 'Algo ha fallado. Vuelva a intentarlo.',
  'error.databaseUnavailable':
    'El servicio no puede acceder a su base de datos en este momento. Vuelva a intentarlo dentro de un minuto; lo que guardó antes se conserva.',

  'mail.reset.subject': 'Restablezca su contraseña de {product}',
  'mail.reset.greeting': 'Hola, {firstName}:',
  'mail.reset.asked':
    'Alguien (esperamos que usted) ha solicitado restablecer la contraseña de su cuenta de {product}.',
  'mail.reset.chooseText':
    'Elija aquí una nueva contraseña en los próximos {minutes} minutos (el enlace solo funciona una vez):',
  'mail.reset.chooseHtml':
    'Elija una nueva contraseña en los próximos {minutes} minutos (el enlace solo funciona una vez):',
  'mail.reset.button': 'Elegir una nueva contraseña',
  'mail.reset.ignore':
    'Si no ha sido usted quien lo ha solicitado, ignore este mensaje: su contraseña seguirá siendo la misma.',
};
