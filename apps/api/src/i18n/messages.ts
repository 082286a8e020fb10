const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];

const es = {
  // errors
  invalid_input: 'Revisa los datos marcados.',
  invalid_json: 'El cuerpo de la solicitud no es JSON válido.',
  not_found: 'No encontrado.',
  route_not_found: 'Esta dirección de la API no existe.',
  method_not_allowed: 'Método no permitido.',
  payload_too_large: 'La solicitud es demasiado grande.',
  headers_too_large: 'Los encabezados de la solicitud son demasiado grandes.',
  unsupported_media_type: 'Tipo de contenido no admitido.',
  internal_error: 'Ocurrió un error inesperado. Intenta de nuevo en unos momentos.',
  database_unavailable: 'El servicio no está disponible por el momento. Intenta de nuevo en unos segundos.',
  server_busy: 'El servidor está ocupado procesando otras imágenes. Intenta de nuevo en unos segundos.',
  request_timeout: 'La solicitud tardó demasiado en llegar. Revisa tu conexión e intenta de nuevo.',
  request_aborted: 'La solicitud se interrumpió antes de terminar.',
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
  email_not_verified: 'Confirma tu correo con el código que te enviamos para continuar.',
  link_invalid: 'Este enlace no es válido.',
  link_expired: 'Este enlace ya expiró o ya fue usado. Solicita uno nuevo.',
  password_too_weak:
    'Esta contraseña es fácil de adivinar: evita palabras comunes, nombres, fechas, secuencias y cambios como 0 por o. Prueba con tres o cuatro palabras que no vayan juntas.',
  password_contains_personal: 'La contraseña no debe contener tu correo ni tu nombre.',
  catalog_code_taken: 'Ya existe otro registro con esta clave.',
  idempotency_key_reused: 'Esta clave de idempotencia ya se usó con otros datos.',
  precondition_required: 'Falta el encabezado If-Match con la versión que editas.',
  version_mismatch:
    'La solicitud cambió mientras la editabas (quizás en otra pestaña). Cargamos la versión más reciente.',
  application_not_editable: 'La solicitud ya no se puede modificar en su estado actual.',
  application_incomplete: 'Faltan datos para enviar la solicitud.',
  'application.affiliate_not_at_branch': 'Esta sucursal no atiende ese convenio.',
  'application.no_capacity':
    'Los descuentos actuales ya ocupan todo lo que el convenio permite descontar del sueldo neto: no queda espacio para este pago.',
  'application.renewal_not_covered':
    'El monto, menos la comisión y su IVA, no alcanza para liquidar el crédito que se renueva ({payoff}): el monto mínimo es {minimum}.',
  'application.exceeds_capacity':
    'El pago de {payment} supera el descuento máximo de {max_payment} {per}; con este plazo el monto máximo es {max_amount}. Elige un plazo más largo o un monto menor.',
  'application.exceeds_capacity_with_loans':
    'El pago de {payment} excede la capacidad de {max_payment} {per}: ya tiene {loans}. Con este plazo el monto máximo es {max_amount}.',
  'application.no_capacity_with_loans':
    'No queda capacidad de descuento para el pago de {payment} {per}: ya tiene {loans}.',
  'capacity.other_loan': 'el crédito {folio} con pago de {payment} {per}',
  'capacity.other_application': 'la solicitud {folio} en trámite con pago de {payment} {per}',
  'capacity.other_loan_elsewhere': 'un crédito con otro asesor con pago de {payment} {per}',
  'capacity.other_application_elsewhere':
    'una solicitud en trámite con otro asesor con pago de {payment} {per}',
  'capacity.per_weekly': 'por semana',
  'capacity.per_fortnightly': 'por catorcena',
  'capacity.per_biweekly': 'por quincena',
  'capacity.per_monthly': 'por mes',
  exceeds_capacity: 'El pago excede la capacidad de descuento del cliente.',
  'application.reference_is_customer':
    'Es el celular del propio cliente: la referencia es otra persona, con su propio teléfono.',
  'application.step_incomplete': 'Este paso está pendiente.',
  'application.document_missing_named': 'Falta subir «{document}».',
  'application.document_needs_more': '«{document}» pide {min} archivos y hay {have}: sube los que faltan.',
  document_max_files: 'Este documento ya tiene todos los archivos que admite: quita uno antes de subir otro.',
  'application.identity_missing': 'El cliente aún no envía su verificación de identidad.',
  file_too_large: 'El archivo es demasiado grande para este documento.',
  image_too_large:
    'La imagen es demasiado grande (más de 40 megapíxeles o de 10,000 píxeles por lado). Tómala de nuevo con menos resolución.',
  file_type_not_accepted: 'Tipo de archivo no aceptado para este documento.',
  file_empty: 'El archivo está vacío.',
  upload_missing: 'El archivo no llegó al almacenamiento; vuelve a subirlo.',
  'identity.notice_stale':
    'El aviso de privacidad cambió mientras lo leías. Lee la versión vigente y acéptala de nuevo.',
  'identity.notice_missing':
    'La financiera aún no publica su aviso de privacidad; este enlace no puede continuar. Avisa a tu asesor.',
  privacy_notice_missing:
    'La financiera aún no tiene aviso de privacidad: un administrador debe publicarlo antes de enviar enlaces de identidad.',
  'identity.phone_required': 'Primero confirma tu número celular con el código que te enviamos.',
  'identity.bureau_required': 'Primero autoriza la consulta al buró de crédito.',
  'identity.code_not_needed':
    'Tu celular ya está verificado y la autorización ya está dada: no hace falta otro código.',
  'identity.mobile_missing': 'La solicitud no tiene número celular. Pide a tu asesor que lo capture.',
  'identity.code_not_sent': 'No pudimos enviar el código por SMS. Intenta de nuevo en unos minutos.',
  'identity.code_not_requested': 'Primero pide el código: te llegará por SMS a tu celular.',
  'identity.code_expired': 'El código venció. Pide uno nuevo.',
  'identity.code_spent': 'Escribiste mal el código demasiadas veces. Pide uno nuevo.',
  'identity.phone_code_message':
    '{lender} · verificación de tu celular\ncódigo: {code}\nEscríbelo en tu enlace; vence en 10 minutos. No lo compartas con nadie.',
  'identity.bureau_code_message':
    '{lender} · autorización de consulta al buró de crédito\ncódigo: {code}\nEscríbelo para autorizar; vence en 10 minutos. No lo compartas con nadie.',
  'consent.privacy': 'aceptar el aviso de privacidad',
  'consent.phone': 'verificar su número celular actual',
  'consent.bureau': 'autorizar la consulta al buró de crédito',
  'signature.phone_not_verified':
    'El celular de la solicitud no está verificado: el cliente debe confirmarlo en su enlace de identidad antes de recibir el código de firma.',
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
  'validation.single_line': 'Escribe este dato en una sola línea, sin saltos de línea ni tabuladores.',
  'validation.unknown_field': 'Campo no permitido.',
  'validation.email_invalid': 'Escribe un correo válido.',
  'validation.password_too_short': 'La contraseña debe tener al menos 8 caracteres.',
  'validation.password_too_long': 'La contraseña debe tener como máximo 128 caracteres.',
  'validation.code_format': 'El código tiene 6 dígitos.',
  'validation.postal_code_format': 'El código postal tiene 5 dígitos.',
  'validation.catalog_code_format': 'La clave lleva de 2 a 40 letras, dígitos, guiones o guiones bajos.',
  'validation.amount_negative': 'El importe no puede ser negativo.',
  'validation.amount_cents': 'El importe debe ser en pesos y centavos (como máximo dos decimales).',
  'validation.amount_digits': 'Escribe el importe solo con cifras, por ejemplo 12,500.50.',
  'validation.reference_name_short': 'Escribe el nombre de la referencia: al menos 3 letras.',
  'validation.text_invalid':
    'El texto tiene caracteres no válidos (de control o incompletos). Escríbelo de nuevo.',
  'validation.amount_positive': 'El importe debe ser mayor que cero.',
  'validation.payoffs_too_many':
    'En una solicitud se pueden liquidar como máximo 5 créditos de otras financieras.',
  'validation.payoff_repeated': 'Ese crédito ya está en la lista: misma CLABE y misma referencia.',
  'validation.amount_order': 'El monto máximo no puede ser menor que el mínimo.',
  'validation.choose': 'Elige una opción de la lista.',
  'validation.number_too_high': 'El número es mayor que el máximo permitido.',
  'validation.number_too_low': 'El número es menor que el mínimo permitido.',
  'validation.start_date_future': 'La fecha de ingreso no puede ser posterior a hoy.',
  'validation.start_date_before_15':
    'La fecha de ingreso es anterior a que el cliente cumpliera 15 años (edad mínima para trabajar). Revisa esta fecha y la de nacimiento.',
  'validation.deductions_exceed_pay': 'Los descuentos actuales no pueden ser mayores que el sueldo neto.',
  'validation.rfc_check_digit':
    'El dígito verificador del RFC no coincide. Revísalo con la constancia del cliente; si está bien, puedes continuar.',
  'validation.rfc_curp_mismatch':
    'Los primeros 10 caracteres del RFC no coinciden con la CURP. Revisa ambos; si están bien, puedes continuar.',
  'validation.deductions_high':
    'Los descuentos actuales pasan de la mitad del sueldo neto: queda poco margen para el pago.',
  'validation.rate_range':
    'La tasa está fuera del intervalo permitido (se escribe como fracción: 0.58 es 58 %).',
  'validation.share_range': 'La proporción debe ser mayor que 0 y como máximo 1 (0.30 es 30 %).',
  'validation.terms_required': 'Indica al menos un plazo.',
  'validation.term_range': 'Cada plazo va de 1 a 520 pagos.',
  'validation.whole_number': 'Escribe un número entero, sin decimales.',
  'validation.age_limit_range': 'La edad máxima va de 18 a 120 años.',
  'validation.term_not_offered': 'Ese plazo no está entre los plazos del producto.',
  'validation.frequency_unknown':
    'La periodicidad debe ser semanal (weekly), catorcenal (fortnightly), quincenal (biweekly) o mensual (monthly).',
  'validation.frequency_mismatch': 'El convenio y sus productos deben tener la misma periodicidad de pago.',
  'validation.weekday_range': 'El día de pago semanal va de 1 (lunes) a 7 (domingo).',
  'validation.payday_day_range': 'El día de pago va del 1 al 31 del mes (31 es el último día del mes).',
  'validation.payday_two_days':
    'Una nómina quincenal paga en dos días distintos del mes, por ejemplo 15 y 31 (el último).',
  'validation.payday_one_day': 'Una nómina mensual paga en un solo día del mes (31 es el último día).',
  'validation.reference_payday_required':
    'Un convenio catorcenal necesita una fecha en que la dependencia paga la nómina (AAAA-MM-DD): los pagos caen cada 14 días a partir de ella.',
  'validation.cutoff_range': 'El corte va de 0 a 60 días antes del día de pago.',
  'validation.rate_basis_unknown': 'La base de cálculo debe ser periods o days360.',
  'validation.document_type_unknown': 'Tipo de documento desconocido.',
  'validation.unknown_reference': 'Alguna de las claves no existe en el catálogo.',
  'validation.unknown_codes': 'Estas claves no existen en el catálogo: {codes}.',
  'validation.document_types_unknown':
    'Estos tipos de documento no existen: {codes}. Los que existen son: {known}.',
  'validation.zip_unknown': 'Ese código postal no existe en el catálogo de SEPOMEX.',
  'validation.settlement_unknown': 'Esa colonia no pertenece al código postal.',
  'validation.settlement_of_zip':
    'Esa colonia no pertenece al código postal {zip}; sus colonias son: {settlements}.',
  'validation.phone_format': 'El teléfono tiene 10 dígitos.',
  'validation.date_format': 'Escribe una fecha válida (AAAA-MM-DD).',
  'validation.curp_invalid': 'La CURP no es válida (18 caracteres y dígito verificador).',
  'validation.curp_length': 'La CURP tiene 18 caracteres.',
  'validation.curp_start': 'La CURP empieza con 4 letras y sigue con la fecha de nacimiento (AAMMDD).',
  'validation.curp_date':
    'La fecha de nacimiento de la CURP (caracteres 5 a 10, AAMMDD) no es una fecha: revisa el mes y el día.',
  'validation.curp_sex': 'El carácter 11 de la CURP es H (hombre) o M (mujer).',
  'validation.curp_check_digit':
    'El último dígito de la CURP (verificador) no coincide: revisa que esté bien escrita.',
  'validation.consent_required': 'Se necesita el consentimiento del cliente.',
  'validation.sex_invalid': 'Elige H (hombre) o M (mujer), como en la CURP.',
  'validation.country_unknown': 'Elige un país de la lista.',
  'validation.rfc_invalid': 'El RFC no tiene el formato correcto.',
  'validation.curp_birth_date_mismatch': 'La fecha de nacimiento no coincide con la CURP.',
  'validation.curp_sex_mismatch': 'El sexo no coincide con la CURP.',
  'validation.bank_unknown': 'Elige un banco de la lista.',
  'validation.clabe_invalid': 'La CLABE no es válida (18 dígitos y dígito verificador).',
  'validation.clabe_bank_mismatch': 'La CLABE no corresponde al banco elegido.',
  'validation.answer_yes_no': 'Responde sí o no.',
  'validation.third_party_name': 'Escribe el nombre de la persona por cuya cuenta actúa el cliente.',
  'validation.resource_source_other': 'Escribe de dónde vienen los recursos.',
  'validation.not_applicable': 'Este dato solo va con la respuesta que lo pide; déjalo vacío.',
  'validation.references_minimum': 'Registra al menos dos referencias.',
  'validation.reference_phone_repeated': 'Dos referencias no pueden tener el mismo teléfono.',
  'validation.confirmation_required': 'Confirma el monto y el plazo con el cliente.',
  'validation.section_required': 'Envía al menos un paso de la solicitud.',
  'validation.identification_number_format': 'El número no tiene el formato de esa identificación.',
  'simulation.amount_below_min': 'El monto es menor que el mínimo del producto.',
  'simulation.amount_above_max': 'El monto es mayor que el máximo del producto.',
  'simulation.product_not_offered': 'Este convenio no ofrece ese producto.',
  'simulation.affiliate_for_capacity': 'Elige el convenio para calcular la capacidad de pago.',
  'simulation.start_date_range': 'La fecha del contrato debe estar a no más de cinco años de hoy.',
  'status.draft': 'Borrador',
  'status.submitted': 'Enviada',
  'status.in_review': 'En revisión',
  'status.changes_requested': 'Con cambios solicitados',
  'status.approved': 'Aprobada',
  'status.rejected': 'Rechazada',
  'status.signed': 'Firmada',
  'status.disbursed': 'Dispersada',
  'status.cancelled': 'Cancelada',
  'validation.erp_id_format': 'La clave ERP lleva de 3 a 20 letras mayúsculas, números o guiones.',
  'validation.branch_unknown': 'Elige una sucursal activa de la lista.',
  'validation.promoter_only': 'Solo una cuenta de promotor lleva clave ERP, celular y sucursal.',
  'validation.reassign_target': 'Elige otro promotor activo de la misma sucursal.',
  'validation.reassign_none': 'Elige al menos una solicitud.',
  erp_id_taken: 'Otra cuenta ya tiene esa clave ERP.',
  cannot_change_own_account: 'No puedes desactivarte ni quitarte el rol de administrador a ti mismo.',
  'mail.notification.status_changed.subject': 'Solicitud {folio}: {status}',
  'mail.notification.status_changed.body':
    'Hola {name}:\n\nTu solicitud {folio} ahora está «{status}».\n{message}\n\nVer la solicitud: {link}',
  'mail.notification.changes_requested.subject': 'Solicitud {folio}: se pidieron cambios',
  'mail.notification.changes_requested.body':
    'Hola {name}:\n\nEl revisor pidió cambios en tu solicitud {folio}:\n{message}\n\nCorrígela y envíala de nuevo: {link}',
  'mail.notification.identity_submitted.subject':
    'Solicitud {folio}: el cliente envió su verificación de identidad',
  'mail.notification.identity_submitted.body':
    'Hola {name}:\n\nEl cliente de la solicitud {folio} terminó su verificación de identidad. Puedes continuar con la solicitud: {link}',
  'mail.notification.application_reassigned.subject': 'Solicitud {folio}: ahora la atiendes tú',
  'mail.notification.application_reassigned.body':
    'Hola {name}:\n\nUn administrador te asignó la solicitud {folio} («{status}»). Desde ahora tú generas sus enlaces de identidad y de firma.\n\nVer la solicitud: {link}',
  'mail.notification.signature_locked.subject': 'Solicitud {folio}: el enlace de firma se bloqueó',
  'mail.notification.signature_locked.body':
    'Hola {name}:\n\nEl enlace de firma de la solicitud {folio} se bloqueó tras cinco códigos incorrectos. Confirma con el cliente su celular y su correo y genera un enlace nuevo: {link}',
  'mail.notification.pagare_scan_uploaded.subject': 'Solicitud {folio}: pagaré firmado en papel por revisar',
  'mail.notification.pagare_scan_uploaded.body':
    'Hola {name}:\n\nEl promotor subió el escaneo del pagaré firmado en papel de la solicitud {folio}. Acéptalo o recházalo diciendo por qué; la dispersión espera tu decisión: {link}',
  'mail.notification.pagare_scan_accepted.subject': 'Solicitud {folio}: se aceptó el pagaré firmado en papel',
  'mail.notification.pagare_scan_accepted.body':
    'Hola {name}:\n\nLa mesa de crédito aceptó el escaneo del pagaré firmado en papel de tu solicitud {folio}. El crédito ya puede dispersarse: {link}',
  'mail.notification.pagare_scan_rejected.subject':
    'Solicitud {folio}: se rechazó el pagaré firmado en papel',
  'mail.notification.pagare_scan_rejected.body':
    'Hola {name}:\n\nLa mesa de crédito rechazó el escaneo del pagaré firmado en papel de tu solicitud {folio}:\n{message}\n\nSube un escaneo nuevo: {link}',
  'mail.notification.resubmitted.subject': 'Solicitud {folio}: se reenvió con los cambios',
  'mail.notification.resubmitted.body':
    'Hola {name}:\n\nEl promotor reenvió la solicitud {folio} con los cambios que pediste. Sigue en tu revisión: {link}',
  'mail.notification.assigned.subject': 'Solicitud {folio}: te la asignaron',
  'mail.notification.assigned.body':
    'Hola {name}:\n\nUn administrador te asignó la solicitud {folio} para revisarla: {link}',
  'mail.notification.loan_signed.subject': 'Solicitud {folio}: firmada, por dispersar',
  'mail.notification.loan_signed.body':
    'Hola {name}:\n\nEl cliente firmó el contrato de la solicitud {folio}. El crédito espera su dispersión: {link}',
  'mail.notification.contract_expiring.subject': 'Solicitud {folio}: el contrato vence pronto',
  'mail.notification.contract_expiring.body':
    'Hola {name}:\n\nEl contrato de la solicitud {folio} vence el {message} y aún no se ha dispersado: {link}',
  'mail.notification.signing_link_locked.subject': 'Solicitud {folio}: el enlace de firma se bloqueó',
  'mail.notification.signing_link_locked.body':
    'Hola {name}:\n\nEl enlace de firma de la solicitud {folio} se bloqueó tras cinco códigos incorrectos; el cliente necesita un enlace nuevo: {link}',
  'validation.unknown_reviewer': 'Elige un revisor o administrador activo.',
  'validation.ageing_red_after_amber': 'El rojo debe empezar después del ámbar.',
  'mail.notification.screening_hit.subject': 'Solicitud {folio}: coincidencia en listas',
  'mail.notification.screening_hit.body':
    'Hola {name}:\n\nLa solicitud {folio} coincide con una entrada de las listas de personas bloqueadas o sanciones. No puede aprobarse hasta que cumplimiento la libere o la rechace: {link}',
  'screening.list_unreadable': 'El archivo no tiene el formato de la lista {list}.',
  'screening.list_bad_row':
    'El archivo no tiene el formato de la lista {list}: no se puede leer la fila {line}.',
  'screening.list_empty': 'El archivo de la lista {list} no tiene ninguna entrada; no se cargó.',
  'screening.source_invalid': 'Indica qué lista es: uif, ofac o un.',
  'role.promoter': 'promotor',
  'role.reviewer': 'revisor',
  'role.admin': 'administrador',
  'role.compliance': 'oficial de cumplimiento',
  screening_hit:
    'El cliente coincide con una persona de una lista de personas bloqueadas o sancionadas: cumplimiento debe resolverlo antes de aprobar.',
  screening_not_pending: 'Esta solicitud no tiene una coincidencia de listas pendiente de resolver.',
  bureau_inquiry_missing:
    'Falta registrar la consulta al buró de crédito, hecha después de que el cliente la autorizó.',
  consents_missing: 'Faltan pasos del cliente en su enlace de identidad: {missing}.',
  // --- the desk's bureau inquiry and the privacy notice (issue 32, desk)
  bureau_not_authorized: 'El cliente todavía no autoriza la consulta al buró de crédito en su enlace.',
  bureau_inquiry_before_authorization:
    'La consulta no puede tener fecha anterior al día en que el cliente la autorizó.',
  bureau_inquiry_in_future: 'La fecha de la consulta no puede ser posterior a hoy.',
  bureau_provider_manual:
    'La consulta al buró se hace fuera del sistema: registra su folio, fecha y puntaje.',
  bureau_provider_failed: 'El buró de crédito no pudo responder la consulta. Intenta de nuevo más tarde.',
  bureau_provider_timeout: 'El buró de crédito tardó demasiado en responder. Intenta de nuevo más tarde.',
  bureau_report_without_inquiry: 'Registra primero la consulta al buró; después adjunta su reporte.',
  privacy_notice_not_found: 'Esa versión del aviso de privacidad no existe.',
  'validation.bureau_folio_format': 'El folio lleva de 1 a 40 letras, dígitos o guiones.',
  'validation.bureau_score_range': 'El puntaje es un número entero de 0 a 999.',
  'validation.purpose_key_format':
    'La clave de la finalidad empieza con una letra minúscula y lleva solo minúsculas, dígitos y guiones bajos.',
  'role.visitor': 'visitante sin sesión',
  section_not_reopened: 'El revisor no pidió cambios en esta sección.',
  application_taken: 'Otro revisor ya tomó esta solicitud.',
  identity_already_decided:
    'La verificación de identidad ya está decidida: para cambiarla, revierte la decisión diciendo por qué.',
  'mail.decision_category': 'Motivo: {category}',
  'decision_category.insufficient_capacity': 'Capacidad de pago insuficiente',
  'decision_category.documents_invalid': 'Documentos no válidos',
  'decision_category.identity_not_verified': 'Identidad no verificada',
  'decision_category.inconsistent_data': 'Datos inconsistentes',
  'decision_category.credit_policy': 'Política de crédito',
  'decision_category.customer_withdrew': 'El cliente desistió',
  'decision_category.other': 'Otro',
  'decision_category.documents_illegible': 'Documentos ilegibles',
  'decision_category.documents_missing': 'Faltan documentos',
  'decision_category.data_mismatch': 'Los datos no coinciden con los documentos',
  'decision_category.identity_retake': 'Repetir la verificación de identidad',
  application_not_reviewable: 'La solicitud no está enviada ni en revisión.',
  application_not_approved: 'Solo un crédito con el contrato firmado se puede marcar como dispersado.',
  contract_not_signed: 'El cliente aún no firma el contrato: la dispersión espera su firma.',
  pagare_contract_not_signed:
    'El cliente aún no firma el contrato: el pagaré firmado en papel se sube y se revisa una vez firmado el contrato.',
  pagare_scan_not_accepted:
    'El pagaré de este crédito se firma en papel: la dispersión espera que la mesa de control acepte su escaneo.',
  pagare_electronic: 'El pagaré de este contrato se firma electrónicamente: no lleva escaneo.',
  pagare_scan_accepted: 'El escaneo del pagaré ya fue aceptado: no se reemplaza.',
  pagare_scan_not_uploaded: 'No hay un escaneo del pagaré pendiente de revisar.',
  'validation.pagare_reason_required':
    'Escribe por qué rechazas el escaneo, para que el promotor lo corrija.',
  'signature.copy_expired':
    'La descarga de tus documentos firmados venció. Pide una copia a tu asesor o a la Unidad Especializada de Atención a Usuarios (UNE) de quien te otorgó el crédito.',
  'signature.copy_subject': 'Tus documentos firmados del crédito {folio}',
  'signature.copy_mail':
    'Firmaste electrónicamente el contrato {folio} de {lender} el {signed_at}.\n\n{delivery}\n\nDescárgalos cuando quieras hasta el {until} en:\n{url}\nDespués de esa fecha pide una copia a tu asesor o a la Unidad Especializada de Atención a Usuarios (UNE) de {lender}.\n\nHuellas SHA-256 de cada documento, antes y después de la firma (también constan en la Constancia de huellas digitales):\n{hashes}',
  'signature.copy_attached': 'Adjuntamos los documentos que firmaste, en PDF.',
  'signature.copy_not_attached':
    'Los documentos pesan demasiado para adjuntarlos a un correo: descárgalos del enlace.',
  'signature.copy_sms':
    '{lender}: firmaste el contrato {folio}. Descarga tus documentos firmados hasta el {until}: {url}',
  application_not_disbursed: 'Esta solicitud no tiene una transferencia registrada que corregir.',
  loan_not_disbursed: 'Este crédito aún no se ha dispersado: todavía no tiene saldo que liquidar.',
  renewal_open: 'Este crédito ya tiene una renovación en curso.',
  renewal_open_detail: 'Este crédito ya tiene una renovación en curso: la solicitud {folio}.',
  loan_settled: 'Este crédito ya se liquidó por renovación.',
  'deductions.affiliate_unknown': 'Ese convenio no existe.',
  'deductions.payday_not_reached':
    'Esa fecha de pago aún no llega: la dependencia responde después de aplicar la nómina.',
  'deductions.not_a_payday':
    'La nómina del convenio no paga ese día: elige una fecha de pago de su calendario.',
  'validation.layout_pad_character': 'Escribe un solo carácter visible.',
  'validation.layout_header_character':
    'El encabezado no puede llevar comillas, comas, punto y coma ni barras verticales.',
  'validation.layout_width_range': 'El ancho va de 1 a 120 caracteres.',
  'validation.layout_no_columns': 'Agrega al menos una columna.',
  'validation.layout_field_twice': 'Este dato ya está en otra columna.',
  'validation.layout_needs_key':
    'Incluye el folio, o el número de empleado y la CURP: con ellos se lee la respuesta de la dependencia.',
  'deductions.layout_value_too_wide': 'Un dato no cabe en su columna del layout del convenio.',
  'deductions.layout_value_too_wide_detail':
    'Un valor de la columna «{field}» no cabe en {width} caracteres: amplía la columna en el layout del convenio.',
  'deductions.answer_unreadable': 'No se pudo leer el archivo de respuesta.',
  'deductions.answer_empty':
    'El archivo de respuesta está vacío: debe traer un encabezado y al menos una línea.',
  'deductions.answer_header':
    'El encabezado del archivo (línea {line}) debe nombrar la columna resultado y el folio, o el número de empleado y la CURP.',
  'deductions.answer_columns': 'La línea {line} no tiene las mismas columnas que el encabezado.',
  'deductions.answer_result': 'En la línea {line}, el resultado debe ser «aplicado» o «no aplicado».',
  'deductions.answer_key': 'La línea {line} no trae folio ni número de empleado con CURP.',
  renewal_payoff_not_covered:
    'El monto a dispersar no alcanza para liquidar el crédito que esta solicitud renueva.',
  payoff_letter_expired:
    'Una carta de liquidación ya no está vigente: el monto que indica ya no liquida el crédito de la otra financiera, así que no se puede dispersar.',
  payoffs_exceed_disbursement:
    'Lo que suman los créditos a liquidar supera el monto a dispersar: el cliente recibiría una cantidad negativa.',
  payoff_not_found: 'Esta solicitud no tiene ese crédito a liquidar.',
  payoff_letter_not_replaceable:
    'Solo se adjunta una nueva carta de liquidación a un crédito aprobado que aún no se dispersa.',
  payoff_letter_raised:
    'La nueva carta pide más que el monto que la solicitud tiene para ese crédito: el contrato le entrega al cliente lo que sobra, y eso no se reduce sin un contrato nuevo. Habla con la mesa de control.',
  'validation.payoff_letter_past':
    'Esa carta ya no está vigente: su vigencia debe ser hoy o una fecha posterior.',
  'validation.payoff_letter_too_far':
    'La vigencia no puede pasar de un año a partir de hoy: revisa la fecha que dice la carta.',
  'application.payoffs_exceed_net':
    'Los créditos a liquidar suman {total} y el crédito entrega {net} (el monto menos la comisión y su IVA): sube el monto o quita un crédito.',
  'application.payoffs_exceed_net_after_renewal':
    'Los créditos a liquidar suman {total} y, liquidado el crédito que se renueva ({renewal}), el crédito entrega {net}: sube el monto o quita un crédito.',
  'validation.payoff_deductions_exceed':
    'Los descuentos de los créditos a liquidar no pueden sumar más que los descuentos actuales.',
  'validation.payoff_letter_expired_on': 'En esa fecha una carta de liquidación ya no estaba vigente.',
  renewal_share_not_met: 'Aún no se ha pagado lo suficiente de este crédito para renovarlo.',
  renewal_share_not_met_detail:
    'Para renovar este crédito el producto pide haber pagado al menos el {required} del monto; hoy va pagado el {paid}.',
  'validation.payoff_before_disbursement': 'La fecha no puede ser anterior a la dispersión del crédito.',
  'disbursement.mail_subject': 'Depositamos tu crédito {folio}',
  'disbursement.corrected_subject': 'Corrección: {subject}',
  'disbursement.corrected_body':
    'Hola, {name}:\n\nCorregimos los datos de la transferencia de tu crédito {folio} que te enviamos antes. Los correctos son: el {date} depositamos {amount} en tu cuenta con CLABE {clabe}, con clave de rastreo SPEI {reference}.\n\nSi tienes dudas, habla con tu asesor.',
  'disbursement.mail_body':
    'Hola, {name}:\n\nEl {date} depositamos {amount} de tu crédito {folio} en tu cuenta con CLABE {clabe} (clave de rastreo SPEI {reference}).\n\nLos descuentos de tu nómina empiezan como dice tu tabla de amortización. Si tienes dudas, habla con tu asesor.',
  'signature.link_unknown': 'Este enlace de firma no existe. Pide a tu asesor uno nuevo.',
  'signature.link_gone': 'Este enlace de firma ya venció o fue reemplazado. Pide a tu asesor uno nuevo.',
  'signature.link_locked':
    'Este enlace se bloqueó tras varios códigos incorrectos. Pide a tu asesor uno nuevo.',
  'signature.link_used': 'Este contrato ya está firmado.',
  'signature.code_not_sent': 'No pudimos enviar el código por SMS. Intenta de nuevo en unos minutos.',
  'signature.code_format': 'Escribe los 6 dígitos del código que recibiste.',
  'signature.code_not_requested': 'Primero pide el código: te llegará por SMS a tu celular verificado.',
  'signature.code_expired': 'El código venció. Pide uno nuevo.',
  'signature.code_wrong': 'El código no es correcto. Te quedan {left} intentos.',
  'signature.code_wrong_last': 'El código no es correcto. Te queda 1 intento.',
  'signature.documents_not_accepted': 'Abre y acepta cada documento antes de firmar.',
  'signature.image_not_png': 'La firma no se pudo leer. Dibújala de nuevo.',
  'signature.image_too_large': 'La firma es demasiado grande. Dibújala de nuevo.',
  'signature.image_shape': 'La firma no tiene el tamaño del recuadro de firma. Dibújala de nuevo.',
  'signature.image_blank': 'Dibuja tu firma con el dedo en el recuadro.',
  'signature.code_subject': 'Tu código para firmar el contrato {folio}',
  'signature.code_message':
    '{lender} · contrato {folio}\ncódigo: {code}\nÚsalo para firmar; vence en 10 minutos. No lo compartas con nadie.',
  'signature.timestamp_unavailable':
    'No pudimos obtener el sello de tiempo de la firma. Nada quedó firmado: intenta de nuevo en un minuto con el mismo código.',
  'validation.sha256_format': 'Escribe la huella SHA-256: 64 caracteres del 0 al 9 y de la a a la f.',
  'verification.pdf_empty': 'Envía el archivo PDF firmado.',
  'verification.not_pdf': 'El archivo no es un PDF.',
  'validation.spei_reference': 'Escribe la clave de rastreo SPEI: hasta 30 letras y números.',
  'validation.paid_in_future': 'La fecha de pago no puede ser posterior a hoy.',
  'validation.paid_before_signature': 'La fecha de pago no puede ser anterior a la firma del contrato.',
  'validation.renewal_paid_at_fixed':
    'La fecha de una renovación no se corrige: el saldo liquidado se calculó para ese día. Solo puedes corregir la clave de rastreo.',
  'validation.nothing_to_correct':
    'Es lo que ya está registrado: cambia la clave de rastreo o la fecha de pago.',
  'validation.too_deeply_nested': 'Los datos enviados anidan demasiados niveles.',
  'validation.array_too_long': 'Una lista de los datos enviados tiene más de 1,000 elementos.',
  'validation.too_many_values': 'Los datos enviados traen más de 5,000 valores.',
  contract_not_ready: 'El contrato existe cuando la solicitud está aprobada.',
  lender_profile_incomplete:
    'No se puede generar el contrato: faltan datos del otorgante o del producto que los documentos deben mostrar. Un administrador los completa en Perfil del otorgante y en Catálogos.',
  'lender_profile.legal_name': 'Perfil del otorgante: razón social',
  'lender_profile.rfc': 'Perfil del otorgante: RFC',
  'lender_profile.address': 'Perfil del otorgante: domicilio',
  'lender_profile.web_address': 'Perfil del otorgante: página de internet',
  'lender_profile.une.address': 'Perfil del otorgante: domicilio de la Unidad Especializada (UNE)',
  'lender_profile.une.phone': 'Perfil del otorgante: teléfono de la Unidad Especializada (UNE)',
  'lender_profile.une.email': 'Perfil del otorgante: correo de la Unidad Especializada (UNE)',
  'lender_profile.condusef.phone': 'Perfil del otorgante: teléfono de la CONDUSEF',
  'lender_profile.condusef.web': 'Perfil del otorgante: página de internet de la CONDUSEF',
  'lender_profile.statement_delivery': 'Perfil del otorgante: cómo recibe el cliente su estado de cuenta',
  'lender_profile.signatory.name': 'Perfil del otorgante: nombre de quien firma por el otorgante',
  'lender_profile.signatory.position': 'Perfil del otorgante: cargo de quien firma por el otorgante',
  'product_terms.reca_number': 'Producto {product}: número de registro del contrato (RECA)',
  'product_terms.moratorio_rate': 'Producto {product}: tasa de interés moratorio',
  'product_terms.insurer': 'Producto {product}: aseguradora',
  'product_terms.policy_number': 'Producto {product}: número de póliza',
  'validation.contact_phone_format':
    'Escribe el teléfono con dígitos, espacios, guiones o paréntesis (de 8 a 40 caracteres).',
  contract_signed: 'El contrato ya está firmado: no se puede generar de nuevo.',
  contract_expired:
    'El contrato venció: ya no se puede firmar ni dispersar. Genera una nueva versión con fechas nuevas; el cliente deberá firmarla.',
  contract_not_expired:
    'El contrato sigue vigente: solo se genera una nueva versión cuando vence el plazo para firmarlo y dispersarlo.',
  application_disbursed: 'El crédito ya se dispersó: su contrato no cambia.',
  application_closed:
    'La solicitud ya está cerrada (rechazada, cancelada o dispersada): conserva al promotor que la atendió.',
  template_preview_busy:
    'Tu vista previa anterior aún se está preparando. Espera unos segundos e intenta de nuevo.',
  contract_template_changed:
    'Alguien guardó otra versión de esta plantilla mientras la editabas. Tu texto sigue en el editor: revisa la nueva versión en el historial y guarda de nuevo si quieres reemplazarla.',
  'validation.template_unknown_placeholders':
    'Estos marcadores no existen: {names}. Corrígelos o quítalos; la lista muestra los disponibles.',
  'validation.template_missing_placeholders': 'Este documento debe incluir estos marcadores: {names}.',
  'validation.template_too_long': 'El texto de la plantilla admite como máximo 40,000 caracteres.',
  'validation.template_too_many_lines': 'El texto de la plantilla admite como máximo 1,500 líneas.',
  approval_loan_invalid:
    'No se puede aprobar: el crédito ya no corresponde al catálogo o a la capacidad de pago. La solicitud sigue en revisión; pide cambios al promotor.',
  application_not_taken: 'Primero toma la solicitud para revisarla; solo quien la tomó puede decidir.',
  own_application: 'No puedes revisar ni decidir una solicitud que tú capturaste.',
  application_already_taken_by_you: 'Ya tomaste esta solicitud; puedes decidirla.',
  identity_not_decided: 'Primero decide la verificación de identidad del cliente.',
  identity_rejected:
    'La verificación de identidad fue rechazada: rechaza la solicitud o pide una nueva verificación.',
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
  headers_too_large: "The request's headers are too large.",
  unsupported_media_type: 'Unsupported content type.',
  internal_error: 'Something went wrong. Please try again in a moment.',
  database_unavailable: 'The service is unavailable right now. Please try again in a few seconds.',
  server_busy: 'The server is busy processing other images. Please try again in a few seconds.',
  request_timeout: 'The request took too long to arrive. Check your connection and try again.',
  request_aborted: 'The request was interrupted before it finished.',
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
  email_not_verified: 'Confirm your e-mail with the code we sent you to continue.',
  link_invalid: 'This link is not valid.',
  link_expired: 'This link has expired or was already used. Request a new one.',
  password_too_weak:
    'This password is easy to guess: avoid common words, names, dates, sequences and swaps such as 0 for o. Try three or four words that do not belong together.',
  password_contains_personal: 'The password must not contain your e-mail or your name.',
  catalog_code_taken: 'Another record already has this code.',
  idempotency_key_reused: 'This idempotency key was already used with other data.',
  precondition_required: 'The If-Match header with the version you are editing is missing.',
  version_mismatch:
    'The application changed while you were editing it (perhaps in another tab). We loaded the latest version.',
  application_not_editable: 'The application can no longer be changed in its current status.',
  application_incomplete: 'Some data is missing to submit the application.',
  'application.affiliate_not_at_branch': 'This branch does not serve that convenio.',
  'application.no_capacity':
    'The current deductions already take all that the convenio allows to deduct from the net pay: there is no room for this payment.',
  'application.renewal_not_covered':
    'The amount, less the commission and its VAT, does not cover the payoff of the loan being renewed ({payoff}): the minimum amount is {minimum}.',
  'application.exceeds_capacity':
    'The payment of {payment} is more than the most that can be deducted, {max_payment} {per}; with this term the largest amount is {max_amount}. Choose a longer term or a smaller amount.',
  'application.exceeds_capacity_with_loans':
    'The payment of {payment} exceeds the capacity of {max_payment} {per}: the customer already has {loans}. With this term the largest amount is {max_amount}.',
  'application.no_capacity_with_loans':
    'There is no payroll capacity left for the payment of {payment} {per}: the customer already has {loans}.',
  'capacity.other_loan': 'loan {folio} with a payment of {payment} {per}',
  'capacity.other_application': 'application {folio}, in process, with a payment of {payment} {per}',
  'capacity.other_loan_elsewhere': 'a loan with another adviser with a payment of {payment} {per}',
  'capacity.other_application_elsewhere':
    'an application in process with another adviser, with a payment of {payment} {per}',
  'capacity.per_weekly': 'a week',
  'capacity.per_fortnightly': 'every 14 days',
  'capacity.per_biweekly': 'twice a month',
  'capacity.per_monthly': 'a month',
  exceeds_capacity: "The payment exceeds the customer's payroll capacity.",
  'application.reference_is_customer':
    "That is the customer's own mobile: a reference is another person, with their own phone.",
  'application.step_incomplete': 'This step is pending.',
  'application.document_missing_named': '“{document}” has not been uploaded.',
  'application.document_needs_more': '“{document}” needs {min} files and has {have}: upload the rest.',
  document_max_files:
    'This document already has all the files it takes: remove one before uploading another.',
  'application.identity_missing': 'The customer has not sent their identity check yet.',
  file_too_large: 'The file is too large for this document.',
  image_too_large:
    'The image is too large (over 40 megapixels or 10,000 pixels a side). Take it again at a lower resolution.',
  file_type_not_accepted: 'File type not accepted for this document.',
  file_empty: 'The file is empty.',
  upload_missing: 'The file did not reach storage; upload it again.',
  'identity.notice_stale':
    'The privacy notice changed while you read it. Read the current version and accept it again.',
  'identity.notice_missing':
    'The lender has not published its privacy notice yet; this link cannot go on. Tell your adviser.',
  privacy_notice_missing:
    'The lender has no privacy notice yet: an administrator must publish it before identity links are sent.',
  'identity.phone_required': 'First confirm your mobile number with the code we sent you.',
  'identity.bureau_required': 'First authorize the credit bureau inquiry.',
  'identity.code_not_needed':
    'Your mobile is already verified and the authorization given: no other code is needed.',
  'identity.mobile_missing': 'The application has no mobile number. Ask your adviser to enter it.',
  'identity.code_not_sent': 'We could not send the code by SMS. Try again in a few minutes.',
  'identity.code_not_requested': 'Ask for the code first: it arrives by SMS on your mobile.',
  'identity.code_expired': 'The code has expired. Ask for a new one.',
  'identity.code_spent': 'The code was entered wrong too many times. Ask for a new one.',
  'identity.phone_code_message':
    '{lender} · verifying your mobile\ncódigo: {code}\nEnter it on your link; it expires in 10 minutes. Do not share it.',
  'identity.bureau_code_message':
    '{lender} · credit bureau authorization\ncódigo: {code}\nEnter it to authorize; it expires in 10 minutes. Do not share it.',
  'consent.privacy': 'accept the privacy notice',
  'consent.phone': 'verify their current mobile number',
  'consent.bureau': 'authorize the credit bureau inquiry',
  'signature.phone_not_verified':
    "The application's mobile is not verified: the customer must confirm it on their identity link before the signing code can be sent.",
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
  'validation.single_line': 'Write this on a single line, without line breaks or tabs.',
  'validation.unknown_field': 'Field not allowed.',
  'validation.email_invalid': 'Enter a valid e-mail.',
  'validation.password_too_short': 'The password must have at least 8 characters.',
  'validation.password_too_long': 'The password must have at most 128 characters.',
  'validation.code_format': 'The code has 6 digits.',
  'validation.postal_code_format': 'A postal code has 5 digits.',
  'validation.catalog_code_format': 'A code has 2 to 40 letters, digits, hyphens or underscores.',
  'validation.amount_negative': 'The amount cannot be negative.',
  'validation.amount_cents': 'The amount must be in pesos and cents (at most two decimals).',
  'validation.amount_digits': 'Enter the amount in digits only, for example 12,500.50.',
  'validation.reference_name_short': "Enter the reference's name: at least 3 letters.",
  'validation.text_invalid':
    'The text has characters that are not valid (control or broken characters). Type it again.',
  'validation.amount_positive': 'The amount must be greater than zero.',
  'validation.payoffs_too_many': 'At most 5 outside loans can be paid off in one application.',
  'validation.payoff_repeated': 'That loan is already listed: same CLABE and same reference.',
  'validation.amount_order': 'The maximum amount cannot be lower than the minimum.',
  'validation.choose': 'Choose an option from the list.',
  'validation.number_too_high': 'The number is above the allowed maximum.',
  'validation.number_too_low': 'The number is below the allowed minimum.',
  'validation.start_date_future': 'The start date cannot be later than today.',
  'validation.start_date_before_15':
    'The start date is before the customer turned 15 (the minimum working age). Check this date and the birth date.',
  'validation.deductions_exceed_pay': 'Current deductions cannot be higher than the net pay.',
  'validation.rfc_check_digit':
    "The RFC's check digit does not match. Check it against the customer's tax certificate; if it is right, you can go on.",
  'validation.rfc_curp_mismatch':
    "The RFC's first 10 characters do not match the CURP. Check both; if they are right, you can go on.",
  'validation.deductions_high':
    'Current deductions are over half the net pay: little room is left for the payment.',
  'validation.rate_range': 'The rate is outside the allowed range (write it as a fraction: 0.58 is 58 %).',
  'validation.share_range': 'The share must be greater than 0 and at most 1 (0.30 is 30 %).',
  'validation.terms_required': 'Give at least one term.',
  'validation.term_range': 'Each term is from 1 to 520 payments.',
  'validation.whole_number': 'Enter a whole number, without decimals.',
  'validation.age_limit_range': 'The maximum age goes from 18 to 120 years.',
  'validation.term_not_offered': 'That term is not one of the product’s terms.',
  'validation.frequency_unknown':
    'The frequency must be weekly, every 14 days (fortnightly), twice a month (biweekly) or monthly.',
  'validation.frequency_mismatch': 'A convenio and its products must share the same payment frequency.',
  'validation.weekday_range': 'A weekly payday is from 1 (Monday) to 7 (Sunday).',
  'validation.payday_day_range':
    'A payday is a day of the month from 1 to 31 (31 is the last day of the month).',
  'validation.payday_two_days':
    'A twice-a-month (quincenal) payroll pays on two different days of the month, for example 15 and 31 (the last).',
  'validation.payday_one_day': 'A monthly payroll pays on one day of the month (31 is the last day).',
  'validation.reference_payday_required':
    'An every-14-days (catorcenal) convenio needs one date on which the employer pays its payroll (YYYY-MM-DD): payments fall every 14 days from it.',
  'validation.cutoff_range': 'The cut-off is from 0 to 60 days before the payday.',
  'validation.rate_basis_unknown': 'The rate basis must be periods or days360.',
  'validation.document_type_unknown': 'Unknown document type.',
  'validation.unknown_reference': 'Some of the codes do not exist in the catalogue.',
  'validation.unknown_codes': 'These codes are not in the catalogue: {codes}.',
  'validation.document_types_unknown':
    'These document types do not exist: {codes}. The ones that exist are: {known}.',
  'validation.zip_unknown': 'That postal code is not in the SEPOMEX catalogue.',
  'validation.settlement_unknown': 'That settlement does not belong to the postal code.',
  'validation.settlement_of_zip':
    'That settlement does not belong to postal code {zip}; its settlements are: {settlements}.',
  'validation.phone_format': 'A phone number has 10 digits.',
  'validation.date_format': 'Enter a valid date (YYYY-MM-DD).',
  'validation.curp_invalid': 'The CURP is not valid (18 characters and a check digit).',
  'validation.curp_length': 'A CURP has 18 characters.',
  'validation.curp_start': 'A CURP starts with 4 letters followed by the birth date (YYMMDD).',
  'validation.curp_date':
    "The CURP's birth date (characters 5 to 10, YYMMDD) is not a date: check the month and the day.",
  'validation.curp_sex': "The CURP's 11th character is H (man) or M (woman).",
  'validation.curp_check_digit':
    "The CURP's last digit (its check digit) does not match: check it is typed right.",
  'validation.consent_required': "The customer's consent is required.",
  'validation.sex_invalid': 'Choose H (male) or M (female), as in the CURP.',
  'validation.country_unknown': 'Choose a country from the list.',
  'validation.rfc_invalid': 'The RFC does not have the right format.',
  'validation.curp_birth_date_mismatch': 'The birth date does not match the CURP.',
  'validation.curp_sex_mismatch': 'The sex does not match the CURP.',
  'validation.bank_unknown': 'Choose a bank from the list.',
  'validation.clabe_invalid': 'The CLABE is not valid (18 digits and a check digit).',
  'validation.clabe_bank_mismatch': 'The CLABE does not belong to the chosen bank.',
  'validation.answer_yes_no': 'Answer yes or no.',
  'validation.third_party_name': 'Write the name of the person the customer acts for.',
  'validation.resource_source_other': 'Write where the funds come from.',
  'validation.not_applicable': 'This only goes with the answer that asks for it; leave it empty.',
  'validation.references_minimum': 'Register at least two references.',
  'validation.reference_phone_repeated': 'Two references cannot have the same phone.',
  'validation.confirmation_required': 'Confirm the amount and term with the customer.',
  'validation.section_required': 'Send at least one step of the application.',
  'validation.identification_number_format': 'The number does not have the format of that identification.',
  'simulation.amount_below_min': 'The amount is below the product minimum.',
  'simulation.amount_above_max': 'The amount is above the product maximum.',
  'simulation.product_not_offered': 'This convenio does not offer that product.',
  'simulation.affiliate_for_capacity': 'Choose the convenio to work out the payment capacity.',
  'simulation.start_date_range': 'The contract date must be within five years of today.',
  'status.draft': 'Draft',
  'status.submitted': 'Submitted',
  'status.in_review': 'In review',
  'status.changes_requested': 'Changes requested',
  'status.approved': 'Approved',
  'status.rejected': 'Rejected',
  'status.signed': 'Signed',
  'status.disbursed': 'Disbursed',
  'status.cancelled': 'Cancelled',
  'validation.erp_id_format': 'An ERP id has 3 to 20 capital letters, digits or dashes.',
  'validation.branch_unknown': 'Choose an active branch from the list.',
  'validation.promoter_only': 'Only a promoter account has an ERP id, a mobile number and a branch.',
  'validation.reassign_target': 'Choose another active promoter of the same branch.',
  'validation.reassign_none': 'Choose at least one application.',
  erp_id_taken: 'Another account already has that ERP id.',
  cannot_change_own_account: 'You cannot deactivate yourself or remove your own administrator role.',
  'mail.notification.status_changed.subject': 'Application {folio}: {status}',
  'mail.notification.status_changed.body':
    'Hello {name},\n\nYour application {folio} is now “{status}”.\n{message}\n\nSee the application: {link}',
  'mail.notification.changes_requested.subject': 'Application {folio}: changes requested',
  'mail.notification.changes_requested.body':
    'Hello {name},\n\nThe reviewer asked for changes on your application {folio}:\n{message}\n\nFix it and submit it again: {link}',
  'mail.notification.identity_submitted.subject':
    'Application {folio}: the customer sent their identity check',
  'mail.notification.identity_submitted.body':
    'Hello {name},\n\nThe customer of application {folio} finished their identity check. You can carry on with the application: {link}',
  'mail.notification.application_reassigned.subject': 'Application {folio}: it is yours now',
  'mail.notification.application_reassigned.body':
    'Hello {name},\n\nAn administrator assigned application {folio} (“{status}”) to you. From now on you issue its identity and signing links.\n\nSee the application: {link}',
  'mail.notification.signature_locked.subject': 'Application {folio}: the signing link was locked',
  'mail.notification.signature_locked.body':
    'Hello {name},\n\nThe signing link of application {folio} was locked after five wrong codes. Check the customer’s mobile and e-mail with them and issue a new link: {link}',
  'mail.notification.pagare_scan_uploaded.subject': 'Application {folio}: paper pagaré to review',
  'mail.notification.pagare_scan_uploaded.body':
    'Hello {name},\n\nThe promoter uploaded the scan of the pagaré signed on paper for application {folio}. Accept it, or reject it saying why; the disbursement waits for your decision: {link}',
  'mail.notification.pagare_scan_accepted.subject': 'Application {folio}: the paper pagaré was accepted',
  'mail.notification.pagare_scan_accepted.body':
    'Hello {name},\n\nThe credit desk accepted the scan of the pagaré signed on paper for your application {folio}. The loan can now be disbursed: {link}',
  'mail.notification.pagare_scan_rejected.subject': 'Application {folio}: the paper pagaré was rejected',
  'mail.notification.pagare_scan_rejected.body':
    'Hello {name},\n\nThe credit desk rejected the scan of the pagaré signed on paper for your application {folio}:\n{message}\n\nUpload a new scan: {link}',
  'mail.notification.resubmitted.subject': 'Application {folio}: resubmitted with the changes',
  'mail.notification.resubmitted.body':
    'Hello {name},\n\nThe promoter resubmitted application {folio} with the changes you asked for. It is still yours to review: {link}',
  'mail.notification.assigned.subject': 'Application {folio}: assigned to you',
  'mail.notification.assigned.body':
    'Hello {name},\n\nAn administrator assigned application {folio} to you for review: {link}',
  'mail.notification.loan_signed.subject': 'Application {folio}: signed, to disburse',
  'mail.notification.loan_signed.body':
    'Hello {name},\n\nThe customer signed the contract of application {folio}. The loan waits for its transfer: {link}',
  'mail.notification.contract_expiring.subject': 'Application {folio}: the contract expires soon',
  'mail.notification.contract_expiring.body':
    'Hello {name},\n\nThe contract of application {folio} expires on {message} and has not been disbursed: {link}',
  'mail.notification.signing_link_locked.subject': 'Application {folio}: the signing link was locked',
  'mail.notification.signing_link_locked.body':
    'Hello {name},\n\nThe signing link of application {folio} was locked after five wrong codes; the customer needs a new link: {link}',
  'validation.unknown_reviewer': 'Choose an active reviewer or administrator.',
  'validation.ageing_red_after_amber': 'Red must start after amber.',
  'mail.notification.screening_hit.subject': 'Application {folio}: a screening list match',
  'mail.notification.screening_hit.body':
    'Hello {name},\n\nApplication {folio} matches an entry on the blocked-persons or sanctions lists. It cannot be approved until compliance clears or rejects it: {link}',
  'screening.list_unreadable': 'The file is not in the {list} list format.',
  'screening.list_bad_row': 'The file is not in the {list} list format: row {line} cannot be read.',
  'screening.list_empty': 'The {list} list file has no entries; nothing was loaded.',
  'screening.source_invalid': 'Say which list it is: uif, ofac or un.',
  'role.promoter': 'promoter',
  'role.reviewer': 'reviewer',
  'role.admin': 'administrator',
  'role.compliance': 'compliance officer',
  screening_hit:
    'The customer matches a person on a blocked-persons or sanctions list: compliance must resolve it before approval.',
  screening_not_pending: 'This application has no list match waiting to be resolved.',
  bureau_inquiry_missing:
    'The credit-bureau inquiry, made after the customer authorized it, has not been recorded.',
  consents_missing: 'The customer still has to, on their identity link: {missing}.',
  // --- the desk's bureau inquiry and the privacy notice (issue 32, desk)
  bureau_not_authorized: 'The customer has not yet authorized the credit-bureau inquiry on their link.',
  bureau_inquiry_before_authorization:
    'The inquiry cannot be dated before the day the customer authorized it.',
  bureau_inquiry_in_future: 'The inquiry date cannot be later than today.',
  bureau_provider_manual:
    'The credit-bureau inquiry is made outside the system: record its folio, date and score.',
  bureau_provider_failed: 'The credit bureau could not answer the inquiry. Try again later.',
  bureau_provider_timeout: 'The credit bureau took too long to answer. Try again later.',
  bureau_report_without_inquiry: 'Record the bureau inquiry first; then attach its report.',
  privacy_notice_not_found: 'That version of the privacy notice does not exist.',
  'validation.bureau_folio_format': 'The folio has 1 to 40 letters, digits or hyphens.',
  'validation.bureau_score_range': 'The score is a whole number from 0 to 999.',
  'validation.purpose_key_format':
    "A purpose's key starts with a lowercase letter and holds only lowercase letters, digits and underscores.",
  'role.visitor': 'visitor without a session',
  section_not_reopened: 'The reviewer did not ask for changes in this section.',
  application_taken: 'Another reviewer already took this application.',
  identity_already_decided:
    'The identity check is already decided: to change it, reverse the decision saying why.',
  'mail.decision_category': 'Reason: {category}',
  'decision_category.insufficient_capacity': 'Insufficient payment capacity',
  'decision_category.documents_invalid': 'Invalid documents',
  'decision_category.identity_not_verified': 'Identity not verified',
  'decision_category.inconsistent_data': 'Inconsistent data',
  'decision_category.credit_policy': 'Credit policy',
  'decision_category.customer_withdrew': 'The customer withdrew',
  'decision_category.other': 'Other',
  'decision_category.documents_illegible': 'Illegible documents',
  'decision_category.documents_missing': 'Missing documents',
  'decision_category.data_mismatch': 'The data do not match the documents',
  'decision_category.identity_retake': 'Retake the identity check',
  application_not_reviewable: 'The application is neither submitted nor in review.',
  application_not_approved: 'Only a loan with a signed contract can be marked as disbursed.',
  contract_not_signed: 'The customer has not signed the contract yet: the disbursement waits for it.',
  pagare_contract_not_signed:
    'The customer has not signed the contract yet: the pagaré signed on paper is uploaded and reviewed once the contract is signed.',
  pagare_scan_not_accepted:
    "This loan's pagaré is signed on paper: the disbursement waits for the credit desk to accept its scan.",
  pagare_electronic: "This contract's pagaré is signed electronically: it has no scan.",
  pagare_scan_accepted: 'The pagaré scan has already been accepted: it is not replaced.',
  pagare_scan_not_uploaded: 'There is no pagaré scan waiting for review.',
  'validation.pagare_reason_required': 'Say why you reject the scan, so the promoter can correct it.',
  'signature.copy_expired':
    'The download of your signed documents has expired. Ask your adviser or your lender’s Specialised Customer Service Unit (UNE) for a copy.',
  'signature.copy_subject': 'Your signed documents for loan {folio}',
  'signature.copy_mail':
    'You signed contract {folio} with {lender} electronically on {signed_at}.\n\n{delivery}\n\nDownload them whenever you like until {until} at:\n{url}\nAfter that date ask your adviser or the Specialised Customer Service Unit (UNE) of {lender} for a copy.\n\nSHA-256 fingerprints of each document, before and after signing (also in the fingerprint record):\n{hashes}',
  'signature.copy_attached': 'The documents you signed are attached as PDF.',
  'signature.copy_not_attached':
    'The documents are too large to attach to an e-mail: download them from the link.',
  'signature.copy_sms':
    '{lender}: you signed contract {folio}. Download your signed documents until {until}: {url}',
  application_not_disbursed: 'This application has no recorded transfer to correct.',
  loan_not_disbursed: 'This loan has not been disbursed yet: it has no balance to pay off.',
  renewal_open: 'This loan already has a renewal under way.',
  renewal_open_detail: 'This loan already has a renewal under way: application {folio}.',
  loan_settled: 'This loan has already been paid off by a renewal.',
  'deductions.affiliate_unknown': 'That convenio does not exist.',
  'deductions.payday_not_reached':
    'That payday has not come yet: the employer answers after running the payroll.',
  'deductions.not_a_payday':
    "The convenio's payroll does not pay on that day: choose a payday from its calendar.",
  'validation.layout_pad_character': 'Type a single visible character.',
  'validation.layout_header_character': 'A header cannot hold quotes, commas, semicolons or vertical bars.',
  'validation.layout_width_range': 'The width goes from 1 to 120 characters.',
  'validation.layout_no_columns': 'Add at least one column.',
  'validation.layout_field_twice': 'This field is already in another column.',
  'validation.layout_needs_key':
    "Include the folio, or the employee number and the CURP: the employer's answer is read by them.",
  'deductions.layout_value_too_wide': "A value does not fit its column in the convenio's layout.",
  'deductions.layout_value_too_wide_detail':
    "A value of the “{field}” column does not fit in {width} characters: widen the column in the convenio's layout.",
  'deductions.answer_unreadable': 'The answer file could not be read.',
  'deductions.answer_empty': 'The answer file is empty: it needs a header and at least one line.',
  'deductions.answer_header':
    'The file header (line {line}) must name the result column and the folio, or the employee number and the CURP.',
  'deductions.answer_columns': 'Line {line} does not have the same columns as the header.',
  'deductions.answer_result': 'On line {line}, the result must be “applied” or “not applied”.',
  'deductions.answer_key': 'Line {line} has neither a folio nor an employee number with a CURP.',
  renewal_payoff_not_covered:
    'The amount to disburse does not cover the payoff of the loan this application renews.',
  payoff_letter_expired:
    "A payoff letter is no longer valid: the amount it states no longer pays off the other lender's loan, so the loan cannot be disbursed.",
  payoffs_exceed_disbursement:
    'The loans to pay off add up to more than the amount to disburse: the customer would receive a negative sum.',
  payoff_not_found: 'This application has no such loan to pay off.',
  payoff_letter_not_replaceable:
    'A new payoff letter is attached only to an approved loan not yet disbursed.',
  payoff_letter_raised:
    'The new letter asks for more than the amount the application holds for that loan: the contract gives the customer what is left, and that does not shrink without a new contract. Talk to the credit desk.',
  'validation.payoff_letter_past': 'That letter is no longer valid: its validity must be today or later.',
  'validation.payoff_letter_too_far':
    'The validity cannot be more than a year from today: check the date the letter states.',
  'application.payoffs_exceed_net':
    'The loans to pay off add up to {total} and the loan pays out {net} (the amount less the commission and its VAT): raise the amount or remove a loan.',
  'application.payoffs_exceed_net_after_renewal':
    'The loans to pay off add up to {total} and, once the loan being renewed is paid off ({renewal}), the loan pays out {net}: raise the amount or remove a loan.',
  'validation.payoff_deductions_exceed':
    'The deductions of the loans to pay off cannot add up to more than the current deductions.',
  'validation.payoff_letter_expired_on': 'On that date a payoff letter was no longer valid.',
  renewal_share_not_met: 'Not enough of this loan has been paid yet to renew it.',
  renewal_share_not_met_detail:
    'To renew this loan the product asks for at least {required} of the amount paid; {paid} is paid today.',
  'validation.payoff_before_disbursement': 'The date cannot be earlier than the day the loan was disbursed.',
  'disbursement.mail_subject': 'Your loan {folio} has been deposited',
  'disbursement.corrected_subject': 'Correction: {subject}',
  'disbursement.corrected_body':
    'Hello, {name}:\n\nWe corrected the details of the transfer of your loan {folio} that we sent you before. The right ones are: on {date} we deposited {amount} into your account with CLABE {clabe}, SPEI tracking key {reference}.\n\nIf you have questions, talk to your adviser.',
  'disbursement.mail_body':
    'Hello, {name}:\n\nOn {date} we deposited {amount} from your loan {folio} into your account with CLABE {clabe} (SPEI tracking key {reference}).\n\nYour payroll deductions start as your amortization schedule says. If you have questions, talk to your adviser.',
  'signature.link_unknown': 'This signing link does not exist. Ask your adviser for a new one.',
  'signature.link_gone': 'This signing link has expired or was replaced. Ask your adviser for a new one.',
  'signature.link_locked': 'This link was locked after several wrong codes. Ask your adviser for a new one.',
  'signature.link_used': 'This contract is already signed.',
  'signature.code_not_sent': 'We could not send the code by SMS. Try again in a few minutes.',
  'signature.code_format': 'Enter the 6 digits of the code you received.',
  'signature.code_not_requested': 'Ask for the code first: it arrives by SMS on your verified mobile.',
  'signature.code_expired': 'The code has expired. Ask for a new one.',
  'signature.code_wrong': 'The code is not right. {left} attempts left.',
  'signature.code_wrong_last': 'The code is not right. 1 attempt left.',
  'signature.documents_not_accepted': 'Open and accept every document before signing.',
  'signature.image_not_png': 'The signature could not be read. Draw it again.',
  'signature.image_too_large': 'The signature is too large. Draw it again.',
  'signature.image_shape': 'The signature is not the size of the signing box. Draw it again.',
  'signature.image_blank': 'Draw your signature with your finger in the box.',
  'signature.code_subject': 'Your code to sign contract {folio}',
  'signature.code_message':
    '{lender} · contract {folio}\ncódigo: {code}\nUse it to sign; it expires in 10 minutes. Do not share it.',
  'signature.timestamp_unavailable':
    'We could not get the signature’s timestamp. Nothing was signed: try again in a minute with the same code.',
  'validation.sha256_format': 'Enter the SHA-256 fingerprint: 64 characters from 0 to 9 and a to f.',
  'verification.pdf_empty': 'Send the signed PDF file.',
  'verification.not_pdf': 'The file is not a PDF.',
  'validation.spei_reference': 'Enter the SPEI tracking key: up to 30 letters and digits.',
  'validation.paid_in_future': 'The payment date cannot be later than today.',
  'validation.paid_before_signature': 'The payment date cannot be earlier than the contract was signed.',
  'validation.renewal_paid_at_fixed':
    'A renewal’s payment date cannot be corrected: the payoff was worked out for that day. Only the tracking key can be corrected.',
  'validation.nothing_to_correct':
    'That is what is already recorded: change the tracking key or the date paid.',
  'validation.too_deeply_nested': 'The data sent nests too many levels deep.',
  'validation.array_too_long': 'A list in the data sent has more than 1,000 items.',
  'validation.too_many_values': 'The data sent holds more than 5,000 values.',
  contract_not_ready: 'The contract exists once the application is approved.',
  lender_profile_incomplete:
    'The contract cannot be made: the lender or product details the documents must show are missing. An administrator completes them under Lender profile and Catalogues.',
  'lender_profile.legal_name': 'Lender profile: legal name',
  'lender_profile.rfc': 'Lender profile: RFC',
  'lender_profile.address': 'Lender profile: address',
  'lender_profile.web_address': 'Lender profile: website',
  'lender_profile.une.address': "Lender profile: the customer service unit's (UNE) address",
  'lender_profile.une.phone': "Lender profile: the customer service unit's (UNE) phone",
  'lender_profile.une.email': "Lender profile: the customer service unit's (UNE) e-mail",
  'lender_profile.condusef.phone': "Lender profile: CONDUSEF's phone",
  'lender_profile.condusef.web': "Lender profile: CONDUSEF's website",
  'lender_profile.statement_delivery': 'Lender profile: how the customer receives statements',
  'lender_profile.signatory.name': "Lender profile: the lender's signatory's name",
  'lender_profile.signatory.position': "Lender profile: the lender's signatory's position",
  'product_terms.reca_number': "Product {product}: the contract's registration number (RECA)",
  'product_terms.moratorio_rate': 'Product {product}: late-payment (moratorio) interest rate',
  'product_terms.insurer': 'Product {product}: insurer',
  'product_terms.policy_number': 'Product {product}: policy number',
  'validation.contact_phone_format':
    'Write the phone number with digits, spaces, hyphens or brackets (8 to 40 characters).',
  contract_signed: 'The contract is already signed: it cannot be generated again.',
  contract_expired:
    'The contract has expired: it can no longer be signed or disbursed. Make a new version with new dates; the customer must sign it.',
  contract_not_expired:
    'The contract is still valid: a new version is made only once the time to sign and disburse it has run out.',
  application_disbursed: 'The loan has been disbursed: its contract does not change.',
  application_closed:
    'The application is closed (rejected, cancelled or disbursed): it keeps the promoter who handled it.',
  template_preview_busy: 'Your previous preview is still being prepared. Wait a few seconds and try again.',
  contract_template_changed:
    'Someone saved another version of this template while you were editing it. Your text is still in the editor: check the new version in the history and save again to replace it.',
  'validation.template_unknown_placeholders':
    'These placeholders do not exist: {names}. Fix or remove them; the list shows the ones available.',
  'validation.template_missing_placeholders': 'This document must include these placeholders: {names}.',
  'validation.template_too_long': 'A template’s text may hold at most 40,000 characters.',
  'validation.template_too_many_lines': 'A template’s text may hold at most 1,500 lines.',
  approval_loan_invalid:
    'It cannot be approved: the loan no longer matches the catalogue or the payment capacity. The application stays in review; ask the promoter for changes.',
  application_not_taken: 'Take the application for review first; only whoever took it can decide.',
  own_application: 'You cannot review or decide an application you captured.',
  application_already_taken_by_you: 'You already took this application; you can decide it.',
  identity_not_decided: "Decide the customer's identity check first.",
  identity_rejected: 'The identity check was rejected: reject the application or ask for a new check.',
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

export const asLanguage = (value: string): Language => (value === 'en' ? 'en' : 'es');

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(es, key);
}

/** The values a message names: text, or text that depends on the reader's language (a document's
 * name, a list of loans each named by its own message). */
export type MessageParams = Record<string, string | ((language: Language) => string)>;

export function translate(language: Language, key: MessageKey, params: MessageParams = {}) {
  return messages[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'string' ? value : value(language);
  });
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
