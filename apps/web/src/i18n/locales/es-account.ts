import type { Widen } from './widen.js';
// The strings of the account screens (register, verify, invitation, forgot and reset password);
// loaded with those screens, not with the login.
export const esAccount = {
  account: {
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirma la contraseña',
    firstName: 'Nombre(s)',
    lastName: 'Apellidos',
    passwordHint: 'Al menos 8 caracteres. Una frase larga es más segura que símbolos raros.',
    register: {
      title: 'Crea tu cuenta de promotor',
      haveAccount: '¿Ya tienes cuenta?',
      login: 'Inicia sesión',
      submit: 'Crear cuenta',
      terms: 'Al crear tu cuenta aceptas el aviso de privacidad y los términos de uso.',
    },
    registerSuccess: {
      title: 'Verifica tu correo',
      body: 'Te enviamos un código de 6 dígitos a {{email}}. Escríbelo aquí para confirmar tu correo.',
      code: 'Código de verificación',
      submit: 'Verificar',
      resend: 'Enviar otro código',
      resent: 'Te enviamos un nuevo código.',
      verified: 'Tu correo quedó verificado.',
      continue: 'Ir al inicio',
      signOut: 'Cerrar sesión',
    },
    invitation: {
      title: 'Crea tu contraseña',
      body: 'Te invitaron a Origina. Elige una contraseña para activar tu cuenta.',
      submit: 'Activar cuenta',
      done: 'Tu cuenta está lista. Inicia sesión con tu correo y tu nueva contraseña.',
    },
    forgot: {
      title: '¿Olvidaste tu contraseña?',
      body: 'Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva.',
      submit: 'Enviar enlace',
      back: 'Volver a iniciar sesión',
      successTitle: 'Revisa tu correo',
      successBody:
        'Si {{email}} corresponde a una cuenta, te llegará un enlace para restablecer tu contraseña. Vence en 1 hora.',
      successBodyNoEmail:
        'Si el correo corresponde a una cuenta, te llegará un enlace para restablecer tu contraseña.',
      errorTitle: 'El enlace ya no es válido',
      errorBody: 'El enlace venció o ya se usó. Pide uno nuevo para restablecer tu contraseña.',
      again: 'Pedir un enlace nuevo',
    },
    reset: {
      title: 'Elige una nueva contraseña',
      submit: 'Guardar contraseña',
      successTitle: 'Contraseña actualizada',
      successBody:
        'Ya puedes iniciar sesión con tu nueva contraseña. Cerramos tus otras sesiones por seguridad.',
    },
    toLogin: 'Ir a iniciar sesión',
  },
};

export type AccountMessages = Widen<typeof esAccount>;
