export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];

const es = {
  // errors
  invalid_input: 'Revisa los datos marcados.',
  invalid_json: 'El cuerpo de la solicitud no es JSON válido.',
  not_found: 'No encontrado.',
  route_not_found: 'Esta dirección de la API no existe.',
  method_not_allowed: 'Método no permitido.',
  payload_too_large: 'La solicitud es demasiado grande.',
  unsupported_media_type: 'Tipo de contenido no admitido.',
  internal_error: 'Ocurrió un error inesperado. Intenta de nuevo en unos momentos.',
  database_unavailable: 'El servicio no está disponible por el momento. Intenta de nuevo en unos segundos.',
  not_authenticated: 'Inicia sesión para continuar.',
  token_invalid: 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.',
  session_revoked: 'Tu sesión fue cerrada. Inicia sesión de nuevo.',
  permission_denied: 'No tienes permiso para hacer esto.',
  invalid_credentials: 'Correo o contraseña incorrectos.',
  account_disabled: 'Esta cuenta está desactivada. Contacta a tu administrador.',
  too_many_attempts: 'Demasiados intentos. Espera unos minutos e intenta de nuevo.',
  email_taken: 'Ya existe una cuenta con este correo.',
  code_invalid: 'El código no es correcto o ya expiró. Solicita uno nuevo.',
  already_verified: 'Tu correo ya está verificado.',
  link_invalid: 'Este enlace no es válido.',
  link_expired: 'Este enlace ya expiró o ya fue usado. Solicita uno nuevo.',
  password_too_common: 'Esta contraseña es muy común o aparece en filtraciones. Elige otra.',
  password_contains_email: 'La contraseña no debe contener tu correo.',
  catalog_code_taken: 'Ya existe otro registro con esta clave.',
  idempotency_key_reused: 'Esta clave de idempotencia ya se usó con otros datos.',
  precondition_required: 'Falta el encabezado If-Match con la versión que editas.',
  version_mismatch:
    'La solicitud cambió mientras la editabas (quizás en otra pestaña). Cargamos la versión más reciente.',
  application_not_editable: 'La solicitud ya no se puede modificar en su estado actual.',
  application_incomplete: 'Faltan datos para enviar la solicitud.',
  'application.affiliate_not_at_branch': 'Esta sucursal no atiende ese convenio.',
  'application.exceeds_capacity': 'El pago excede la capacidad de descuento del cliente.',
  'application.reference_is_customer': 'La referencia no puede tener el teléfono del cliente.',
  'application.step_incomplete': 'Este paso está pendiente.',
  'application.document_missing': 'Falta subir este documento.',
  'application.identity_missing': 'El cliente aún no envía su verificación de identidad.',
  file_too_large: 'El archivo es demasiado grande para este documento.',
  image_too_large: 'La imagen es demasiado grande (más de 10,000 píxeles por lado).',
  file_type_not_accepted: 'Tipo de archivo no aceptado para este documento.',
  file_empty: 'El archivo está vacío.',
  'identity.link_unknown': 'Este enlace de verificación no existe. Pide a tu asesor uno nuevo.',
  'identity.link_gone': 'Este enlace ya venció o fue reemplazado. Pide a tu asesor uno nuevo.',
  'identity.link_used': 'Esta verificación ya se envió; el enlace ya no se puede usar.',
  'identity.consent_required': 'Primero acepta el aviso de privacidad.',
  'identity.captures_missing': 'Faltan fotos por tomar.',
  'identity.not_submitted': 'La verificación de identidad aún no se ha enviado.',
  'identity.photo_too_small': 'La foto es muy pequeña. Acércate y toma otra con buena luz.',
  'identity.photo_blank': 'La foto salió en blanco o negro. Revisa que nada tape la cámara y toma otra.',
  'identity.photo_blurry': 'La foto salió movida o desenfocada. Sostén el teléfono firme y toma otra.',
  // success details
  email_verified: 'Correo verificado.',
  verification_code_sent: 'Te enviamos un nuevo código.',
  reset_requested:
    'Si el correo corresponde a una cuenta, recibirás un enlace para restablecer tu contraseña.',
  password_set: 'Tu contraseña quedó guardada. Ya puedes iniciar sesión.',
  // field validation
  'validation.required': 'Este campo es obligatorio.',
  'validation.invalid_type': 'El valor no tiene el formato esperado.',
  'validation.invalid_value': 'El valor no es válido.',
  'validation.too_long': 'El valor es demasiado largo.',
  'validation.too_short': 'El valor es demasiado corto.',
  'validation.unknown_field': 'Campo no permitido.',
  'validation.email_invalid': 'Escribe un correo válido.',
  'validation.password_too_short': 'La contraseña debe tener al menos 8 caracteres.',
  'validation.password_too_long': 'La contraseña debe tener como máximo 128 caracteres.',
  'validation.code_format': 'El código tiene 6 dígitos.',
  'validation.postal_code_format': 'El código postal tiene 5 dígitos.',
  'validation.catalog_code_format': 'La clave lleva de 2 a 40 letras, dígitos, guiones o guiones bajos.',
  'validation.amount_negative': 'El importe no puede ser negativo.',
  'validation.amount_cents': 'El importe admite como máximo dos decimales.',
  'validation.amount_positive': 'El importe debe ser mayor que cero.',
  'validation.amount_order': 'El monto máximo no puede ser menor que el mínimo.',
  'validation.rate_range':
    'La tasa está fuera del intervalo permitido (se escribe como fracción: 0.58 es 58 %).',
  'validation.share_range': 'La proporción debe ser mayor que 0 y como máximo 1 (0.30 es 30 %).',
  'validation.terms_required': 'Indica al menos un plazo.',
  'validation.term_not_offered': 'Ese plazo no está entre los plazos del producto.',
  'validation.frequency_unknown':
    'La periodicidad debe ser semanal (weekly), quincenal (biweekly) o mensual (monthly).',
  'validation.frequency_mismatch': 'El convenio y sus productos deben tener la misma periodicidad de pago.',
  'validation.rate_basis_unknown': 'La base de cálculo debe ser periods o days360.',
  'validation.document_type_unknown': 'Tipo de documento desconocido.',
  'validation.unknown_reference': 'Alguna de las claves no existe en el catálogo.',
  'validation.zip_unknown': 'Ese código postal no existe en el catálogo de SEPOMEX.',
  'validation.settlement_unknown': 'Esa colonia no pertenece al código postal.',
  'validation.phone_format': 'El teléfono tiene 10 dígitos.',
  'validation.date_format': 'Escribe una fecha válida (AAAA-MM-DD).',
  'validation.curp_invalid': 'La CURP no es válida (18 caracteres y dígito verificador).',
  'validation.consent_required': 'Se necesita el consentimiento del cliente.',
  'validation.sex_invalid': 'Elige H (hombre) o M (mujer), como en la CURP.',
  'validation.country_unknown': 'Elige un país de la lista.',
  'validation.rfc_invalid': 'El RFC no tiene el formato correcto.',
  'validation.curp_birth_date_mismatch': 'La fecha de nacimiento no coincide con la CURP.',
  'validation.curp_sex_mismatch': 'El sexo no coincide con la CURP.',
  'validation.bank_unknown': 'Elige un banco de la lista.',
  'validation.clabe_invalid': 'La CLABE no es válida (18 dígitos y dígito verificador).',
  'validation.clabe_bank_mismatch': 'La CLABE no corresponde al banco elegido.',
  'validation.references_minimum': 'Registra al menos dos referencias.',
  'validation.reference_phone_repeated': 'Dos referencias no pueden tener el mismo teléfono.',
  'validation.confirmation_required': 'Confirma el monto y el plazo con el cliente.',
  'validation.section_required': 'Envía al menos un paso de la solicitud.',
  'validation.identification_number_format': 'El número no tiene el formato de esa identificación.',
  'simulation.amount_below_min': 'El monto es menor que el mínimo del producto.',
  'simulation.amount_above_max': 'El monto es mayor que el máximo del producto.',
  'simulation.product_not_offered': 'Este convenio no ofrece ese producto.',
  'simulation.affiliate_for_capacity': 'Elige el convenio para calcular la capacidad de pago.',
  captcha_required: 'Confirma que no eres un robot para continuar.',
  captcha_invalid: 'La verificación de seguridad no es válida o ya se usó. Intenta de nuevo.',
  captcha_unavailable: 'La verificación de seguridad no está disponible. Intenta de nuevo en unos momentos.',
  captcha_challenge_unavailable: 'Este servidor verifica con reCAPTCHA; no emite retos ALTCHA.',
  support_message_sent: 'Recibimos tu mensaje. Te responderemos al correo que nos diste.',
  support_email_required: 'Escribe tu correo para poder responderte.',
  client_error_logged: 'Error registrado.',
  'mail.support.subject': '[{lender} soporte {reference}] {subject}',
  'mail.support.body':
    'Mensaje de {name} <{email}> ({role}) desde {page}:\n\n{message}\n\nReferencia: {reference}',
  'mail.support.receipt.subject': 'Recibimos tu mensaje ({reference})',
  'mail.support.receipt.body':
    'Hola {name}:\n\nRecibimos tu mensaje "{subject}" y te responderemos a este correo. Tu referencia es {reference}.',
  // mail
  'mail.verify.subject': 'Tu código de verificación de {lender}',
  'mail.verify.body':
    'Hola {name}:\n\nTu código para verificar tu correo en {lender} es {code}.\nVence en 10 minutos. Si no creaste una cuenta, ignora este mensaje.',
  'mail.reset.subject': 'Restablece tu contraseña de {lender}',
  'mail.reset.body':
    'Hola {name}:\n\nPara elegir una nueva contraseña abre este enlace (vence en 1 hora y sirve una sola vez):\n{link}\n\nSi no lo pediste, ignora este mensaje; tu contraseña no cambia.',
  'mail.invitation.subject': 'Te invitaron a {lender}',
  'mail.invitation.body':
    'Hola {name}:\n\nTe invitaron a usar {lender}. Para crear tu contraseña abre este enlace (vence en 7 días):\n{link}',
};

type MessageKey = keyof typeof es;

const en: Record<MessageKey, string> = {
  invalid_input: 'Please check the highlighted fields.',
  invalid_json: 'The request body is not valid JSON.',
  not_found: 'Not found.',
  route_not_found: 'This API address does not exist.',
  method_not_allowed: 'Method not allowed.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'Unsupported content type.',
  internal_error: 'Something went wrong. Please try again in a moment.',
  database_unavailable: 'The service is unavailable right now. Please try again in a few seconds.',
  not_authenticated: 'Please sign in to continue.',
  token_invalid: 'Your session is invalid or has expired. Please sign in again.',
  session_revoked: 'Your session was closed. Please sign in again.',
  permission_denied: 'You do not have permission to do this.',
  invalid_credentials: 'Incorrect e-mail or password.',
  account_disabled: 'This account is deactivated. Contact your administrator.',
  too_many_attempts: 'Too many attempts. Wait a few minutes and try again.',
  email_taken: 'An account with this e-mail already exists.',
  code_invalid: 'The code is wrong or has expired. Request a new one.',
  already_verified: 'Your e-mail is already verified.',
  link_invalid: 'This link is not valid.',
  link_expired: 'This link has expired or was already used. Request a new one.',
  password_too_common: 'This password is too common or appears in breaches. Choose another.',
  password_contains_email: 'The password must not contain your e-mail.',
  catalog_code_taken: 'Another record already has this code.',
  idempotency_key_reused: 'This idempotency key was already used with other data.',
  precondition_required: 'The If-Match header with the version you are editing is missing.',
  version_mismatch:
    'The application changed while you were editing it (perhaps in another tab). We loaded the latest version.',
  application_not_editable: 'The application can no longer be changed in its current status.',
  application_incomplete: 'Some data is missing to submit the application.',
  'application.affiliate_not_at_branch': 'This branch does not serve that convenio.',
  'application.exceeds_capacity': "The payment exceeds the customer's deduction capacity.",
  'application.reference_is_customer': "A reference cannot have the customer's phone.",
  'application.step_incomplete': 'This step is pending.',
  'application.document_missing': 'This document has not been uploaded.',
  'application.identity_missing': 'The customer has not sent their identity check yet.',
  file_too_large: 'The file is too large for this document.',
  image_too_large: 'The image is too large (over 10,000 pixels a side).',
  file_type_not_accepted: 'File type not accepted for this document.',
  file_empty: 'The file is empty.',
  'identity.link_unknown': 'This verification link does not exist. Ask your adviser for a new one.',
  'identity.link_gone': 'This link has expired or was replaced. Ask your adviser for a new one.',
  'identity.link_used': 'This verification was already sent; the link can no longer be used.',
  'identity.consent_required': 'First accept the privacy notice.',
  'identity.captures_missing': 'Some photos are still missing.',
  'identity.not_submitted': 'The identity check has not been sent yet.',
  'identity.photo_too_small': 'The photo is too small. Move closer and take another in good light.',
  'identity.photo_blank': 'The photo came out blank. Check nothing covers the camera and take another.',
  'identity.photo_blurry': 'The photo is shaken or out of focus. Hold the phone steady and take another.',
  email_verified: 'E-mail verified.',
  verification_code_sent: 'We sent you a new code.',
  reset_requested: 'If the e-mail belongs to an account, you will receive a link to reset your password.',
  password_set: 'Your password was saved. You can sign in now.',
  'validation.required': 'This field is required.',
  'validation.invalid_type': 'The value does not have the expected format.',
  'validation.invalid_value': 'The value is not valid.',
  'validation.too_long': 'The value is too long.',
  'validation.too_short': 'The value is too short.',
  'validation.unknown_field': 'Field not allowed.',
  'validation.email_invalid': 'Enter a valid e-mail.',
  'validation.password_too_short': 'The password must have at least 8 characters.',
  'validation.password_too_long': 'The password must have at most 128 characters.',
  'validation.code_format': 'The code has 6 digits.',
  'validation.postal_code_format': 'A postal code has 5 digits.',
  'validation.catalog_code_format': 'A code has 2 to 40 letters, digits, hyphens or underscores.',
  'validation.amount_negative': 'The amount cannot be negative.',
  'validation.amount_cents': 'The amount allows at most two decimals.',
  'validation.amount_positive': 'The amount must be greater than zero.',
  'validation.amount_order': 'The maximum amount cannot be lower than the minimum.',
  'validation.rate_range': 'The rate is outside the allowed range (write it as a fraction: 0.58 is 58 %).',
  'validation.share_range': 'The share must be greater than 0 and at most 1 (0.30 is 30 %).',
  'validation.terms_required': 'Give at least one term.',
  'validation.term_not_offered': 'That term is not one of the product’s terms.',
  'validation.frequency_unknown': 'The frequency must be weekly, biweekly or monthly.',
  'validation.frequency_mismatch': 'A convenio and its products must share the same payment frequency.',
  'validation.rate_basis_unknown': 'The rate basis must be periods or days360.',
  'validation.document_type_unknown': 'Unknown document type.',
  'validation.unknown_reference': 'Some of the codes do not exist in the catalogue.',
  'validation.zip_unknown': 'That postal code is not in the SEPOMEX catalogue.',
  'validation.settlement_unknown': 'That settlement does not belong to the postal code.',
  'validation.phone_format': 'A phone number has 10 digits.',
  'validation.date_format': 'Enter a valid date (YYYY-MM-DD).',
  'validation.curp_invalid': 'The CURP is not valid (18 characters and a check digit).',
  'validation.consent_required': "The customer's consent is required.",
  'validation.sex_invalid': 'Choose H (male) or M (female), as in the CURP.',
  'validation.country_unknown': 'Choose a country from the list.',
  'validation.rfc_invalid': 'The RFC does not have the right format.',
  'validation.curp_birth_date_mismatch': 'The birth date does not match the CURP.',
  'validation.curp_sex_mismatch': 'The sex does not match the CURP.',
  'validation.bank_unknown': 'Choose a bank from the list.',
  'validation.clabe_invalid': 'The CLABE is not valid (18 digits and a check digit).',
  'validation.clabe_bank_mismatch': 'The CLABE does not belong to the chosen bank.',
  'validation.references_minimum': 'Register at least two references.',
  'validation.reference_phone_repeated': 'Two references cannot have the same phone.',
  'validation.confirmation_required': 'Confirm the amount and term with the customer.',
  'validation.section_required': 'Send at least one step of the application.',
  'validation.identification_number_format': 'The number does not have the format of that identification.',
  'simulation.amount_below_min': 'The amount is below the product minimum.',
  'simulation.amount_above_max': 'The amount is above the product maximum.',
  'simulation.product_not_offered': 'This convenio does not offer that product.',
  'simulation.affiliate_for_capacity': 'Choose the convenio to work out the payment capacity.',
  captcha_required: 'Confirm you are not a robot to continue.',
  captcha_invalid: 'The security check is not valid or was already used. Try again.',
  captcha_unavailable: 'The security check is not available right now. Try again in a moment.',
  captcha_challenge_unavailable: 'This server verifies with reCAPTCHA; it issues no ALTCHA challenges.',
  support_message_sent: 'We received your message. We will answer at the address you gave us.',
  support_email_required: 'Write your e-mail so we can answer you.',
  client_error_logged: 'Error logged.',
  'mail.support.subject': '[{lender} support {reference}] {subject}',
  'mail.support.body':
    'Message from {name} <{email}> ({role}) on {page}:\n\n{message}\n\nReference: {reference}',
  'mail.support.receipt.subject': 'We received your message ({reference})',
  'mail.support.receipt.body':
    'Hello {name},\n\nWe received your message "{subject}" and will answer to this address. Your reference is {reference}.',
  'mail.verify.subject': 'Your {lender} verification code',
  'mail.verify.body':
    'Hello {name},\n\nYour code to verify your e-mail at {lender} is {code}.\nIt expires in 10 minutes. If you did not create an account, ignore this message.',
  'mail.reset.subject': 'Reset your {lender} password',
  'mail.reset.body':
    'Hello {name},\n\nTo choose a new password open this link (it expires in 1 hour and works once):\n{link}\n\nIf you did not ask for it, ignore this message; your password does not change.',
  'mail.invitation.subject': 'You are invited to {lender}',
  'mail.invitation.body':
    'Hello {name},\n\nYou were invited to use {lender}. To create your password open this link (it expires in 7 days):\n{link}',
};

export const messages: Record<Language, Record<MessageKey, string>> = { es, en };
export type { MessageKey };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(es, key);
}

export function translate(language: Language, key: MessageKey, params: Record<string, string> = {}) {
  return messages[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

// Accept-Language: the first listed language we speak wins; Spanish is the default.
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) return 'es';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    if (entry.primary === 'es' || entry.primary === 'en') return entry.primary;
  }
  return 'es';
}
