// The customer's identity page; merged into the core part's identity group.
export const esIdentity = {
  identity: {
    welcome:
      '{{lender}} necesita confirmar tu identidad para tu solicitud de crédito. Toma unos minutos y solo necesitas tu INE y tu celular.',
    stepConsent: 'Lee y acepta el aviso de privacidad.',
    stepPhotos: 'Toma una foto del frente y del reverso de tu INE, y una selfie.',
    stepSend: 'Envía las fotos.',
    start: 'Comenzar',
    noticeTitle: 'Aviso de privacidad',
    notice:
      '{{lender}} es responsable del tratamiento de tus datos personales. Usaremos las fotos de tu identificación y tu selfie solo para verificar tu identidad en esta solicitud de crédito, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares. Puedes ejercer tus derechos ARCO con tu asesor.',
    accept: 'Leí y acepto el aviso de privacidad, y autorizo que se tomen las fotos.',
    acceptAndContinue: 'Aceptar y continuar',
    capture: {
      id_front: 'Frente de tu INE',
      id_back: 'Reverso de tu INE',
      selfie: 'Tu selfie',
    },
    hint: {
      id_front:
        'Coloca el frente de tu credencial dentro del marco, sobre una superficie lisa y con buena luz.',
      id_back: 'Ahora el reverso, dentro del marco y sin reflejos.',
      selfie: 'Mira a la cámara, sin lentes oscuros ni gorra, con tu rostro dentro del óvalo.',
    },
    photoOf: 'Foto {{current}} de {{total}}',
    takePhoto: 'Tomar foto',
    choosePhoto: 'Elegir una foto',
    noCamera: 'No pudimos usar la cámara. Elige o toma la foto con tu teléfono.',
    preview: 'Vista previa de la foto',
    retake: 'Tomar otra',
    usePhoto: 'Usar esta foto',
    uploading: 'Subiendo la foto',
    readyTitle: 'Todo listo',
    readyBody: 'Ya tomaste las tres fotos. Envíalas para terminar.',
    send: 'Enviar',
    doneTitle: '¡Gracias!',
    doneBody:
      'Recibimos tus fotos. Tu asesor te avisará cómo sigue tu solicitud. Ya puedes cerrar esta página.',
    usedTitle: 'Verificación enviada',
    usedBody: 'Esta verificación ya se envió; el enlace ya no se puede usar.',
    unknownLink: 'Este enlace no existe. Pide a tu asesor uno nuevo.',
    expiredLink: 'Este enlace ya venció o fue reemplazado. Pide a tu asesor uno nuevo.',
  },
};
