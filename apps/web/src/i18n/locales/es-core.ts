import type { Widen } from './widen.js';
// The strings the sign-in screens need; loaded with the first page.
export const esCore = {
  app: {
    name: 'Origina',
    loading: 'Cargando…',
    retry: 'Reintentar',
    goHome: 'Ir al inicio',
    close: 'Cerrar',
    language: 'Idioma',
    languages: { es: 'Español', en: 'English' },
    skipToContent: 'Saltar al contenido',
  },
  errors: {
    chunkTitle: 'No pudimos cargar esta pantalla',
    chunkBody: 'Revisa tu conexión e intenta de nuevo.',
    chunkTimeout: 'La pantalla tardó demasiado en cargar.',
    network: 'No hay conexión con el servidor. Revisa tu red e intenta de nuevo.',
    unexpected: 'Ocurrió un error inesperado. Intenta de nuevo.',
    notFoundTitle: 'Página no encontrada',
    notFoundBody: 'La dirección que abriste no existe o cambió.',
    boundaryTitle: 'Algo salió mal en esta pantalla',
    boundaryBody: 'Ya avisamos al equipo técnico. Intenta de nuevo; lo que guardaste sigue a salvo.',
  },
  validation: {
    required: 'Este campo es obligatorio.',
    invalid_type: 'El valor no tiene el formato esperado.',
    invalid_value: 'El valor no es válido.',
    too_long: 'El valor es demasiado largo.',
    too_short: 'El valor es demasiado corto.',
    single_line: 'Escribe este dato en una sola línea, sin saltos de línea ni tabuladores.',
    unknown_field: 'Campo no permitido.',
    email_invalid: 'Escribe un correo válido.',
    password_too_short: 'La contraseña debe tener al menos 8 caracteres.',
    password_too_long: 'La contraseña debe tener como máximo 128 caracteres.',
    code_format: 'El código tiene 6 dígitos.',
    passwords_differ: 'Las contraseñas no coinciden.',
  },
  auth: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    heroTitle: 'Hola, bienvenido de vuelta',
    heroTitleNew: 'Hola, te damos la bienvenida',
    heroSubtitle: 'Simula, captura y da seguimiento a cada crédito de nómina desde un solo lugar.',
    login: {
      title: 'Inicia sesión',
      noAccount: '¿No tienes cuenta?',
      register: 'Regístrate',
      forgot: '¿Olvidaste tu contraseña?',
      submit: 'Iniciar sesión',
    },
  },
  captcha: {
    verifying: 'Verificando que no eres un robot…',
    verified: 'Verificado',
    label: 'Verificación de seguridad',
    failed: 'No pudimos confirmar la verificación de seguridad. Intenta de nuevo.',
    unavailable: 'La verificación de seguridad no cargó. Revisa tu conexión y recarga la página.',
  },
  support: {
    launcher: '¿Necesitas ayuda?',
  },
  identity: {
    title: 'Verificación de identidad',
    body: 'Este enlace servirá para verificar tu identidad desde tu celular. Si te lo envió tu promotor, pídele que lo genere de nuevo más tarde.',
  },
};

export type CoreMessages = Widen<typeof esCore>;
