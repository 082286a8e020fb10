// The help panel ("Ayuda"): frequently asked questions, contacts and the message to support.
export const esHelp = {
  help: {
    title: 'Ayuda',
    body: 'Busca una respuesta o escríbenos; nuestro equipo de soporte te ayuda con la plataforma y tus solicitudes.',
    search: 'Buscar en la ayuda',
    searchPlaceholder: 'Ej. enlace de identidad, documentos, CAT',
    noResults: 'No encontramos respuestas para «{{query}}». Escríbenos y te ayudamos.',
    results_one: '{{count}} respuesta',
    results: '{{count}} respuestas',
    faqTitle: 'Preguntas frecuentes',
    contactsTitle: 'Contacto',
    email: 'Correo',
    phone: 'Teléfono',
    whatsapp: 'WhatsApp',
    hours: 'Horario',
    noContacts: 'Tu administrador aún no configura los datos de contacto de soporte.',
    write: {
      title: 'Escribir a soporte',
      open: 'Escribir a soporte',
      name: 'Tu nombre',
      email: 'Tu correo',
      subject: 'Asunto',
      message: 'Mensaje',
      messageHint: 'Cuéntanos qué pasó y, si aplica, el folio de la solicitud.',
      send: 'Enviar mensaje',
      sent: 'Recibimos tu mensaje. Tu referencia es {{reference}}.',
      another: 'Escribir otro mensaje',
    },
    faq: {
      simulate: {
        q: '¿Cómo simulo un crédito?',
        a: 'En Simulador elige el convenio y el producto, escribe el monto y el plazo. El pago, el CAT y la tabla de amortización se calculan al momento; con el sueldo neto del cliente verás también su capacidad de descuento. Guarda la simulación para iniciar una solicitud con esos datos.',
      },
      cat: {
        q: '¿Qué es el CAT y por qué no incluye IVA?',
        a: 'El Costo Anual Total reúne intereses, comisión por apertura y seguros en una tasa anual, como lo pide Banxico. Se informa sin IVA y para fines informativos y de comparación.',
      },
      steps: {
        q: '¿Cuáles son los pasos de una solicitud?',
        a: 'Sucursal, convenio, producto, biometría (verificación de identidad), datos generales (dos páginas), domicilio, datos laborales, referencias y datos de la solicitud; después los documentos y la vista previa. Cada paso se guarda al continuar, así que puedes retomarla desde Mis Solicitudes.',
      },
      identityLink: {
        q: 'El cliente no puede abrir el enlace de identidad',
        a: 'El enlace sirve 24 horas y para una sola verificación. Pide al cliente que lo abra en el navegador de su celular (no dentro de otra app), con datos o Wi-Fi estables. Si expiró o ya se usó, genera uno nuevo desde el paso de biometría.',
      },
      identityCamera: {
        q: 'La cámara no abre en el celular del cliente',
        a: 'El navegador debe tener permiso para usar la cámara. Si lo negó, puede activarlo en los ajustes del sitio o usar «Elegir archivo» para subir una foto tomada con la cámara del teléfono.',
      },
      documents: {
        q: '¿Qué documentos necesito y en qué formato?',
        a: 'La lista depende del producto y del convenio y aparece en el paso de documentos. Se aceptan PDF, JPG y PNG; cada tipo tiene un tamaño máximo. Las fotos se enderezan y se les quitan los datos de ubicación al subirlas.',
      },
      capacity: {
        q: '¿Por qué dice que el pago excede la capacidad?',
        a: 'El descuento por nómina no puede pasar del porcentaje del sueldo neto que permite el convenio, menos otros descuentos. Baja el monto o aumenta el plazo.',
      },
      changes: {
        q: 'Me pidieron cambios en una solicitud',
        a: 'Abre la solicitud desde Mis Solicitudes: las secciones señaladas se pueden editar y el mensaje del revisor explica qué corregir. Al terminar, envíala de nuevo.',
      },
      password: {
        q: 'Olvidé mi contraseña',
        a: 'En la pantalla de inicio de sesión elige «¿Olvidaste tu contraseña?» y te enviaremos un enlace que sirve una vez y vence en una hora.',
      },
    },
  },
};
