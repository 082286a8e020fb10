// The public page that checks a signed document (/verificar).
export const esVerification = {
  verification: {
    title: 'Verificar un documento firmado',
    intro:
      'Comprueba que un contrato o documento firmado en esta plataforma es auténtico y no ha sido modificado desde la firma, y consulta su sello de tiempo.',
    fileTitle: 'Elige el PDF firmado',
    fileLocal:
      'El archivo no sale de tu dispositivo: aquí se calcula su huella (SHA-256) y solo se envía la huella.',
    fileSent:
      'Este navegador no puede calcular la huella aquí: el archivo se envía para comprobarlo y no se guarda.',
    choose: 'Elegir PDF',
    chosen: 'Archivo: {{name}}',
    fingerprint: 'Huella SHA-256: {{sha256}}',
    tooLarge: 'El archivo es demasiado grande para comprobarlo (máximo {{mb}} MB).',
    unreadable: 'No pudimos leer el archivo. Elígelo de nuevo.',
    or: 'O, si tienes la huella del documento',
    sha256: 'Huella SHA-256',
    sha256Help: '64 caracteres del 0 al 9 y de la a a la f.',
    check: 'Verificar huella',
    checking: 'Verificando…',
    result: 'Resultado',
    issuedTitle: 'Documento auténtico',
    issuedBody: 'Este documento fue firmado en esta plataforma y no ha sido modificado desde entonces.',
    invalidTitle: 'Documento emitido, sello de tiempo no verificable',
    invalidBody:
      'Este documento fue firmado en esta plataforma y no ha sido modificado, pero su sello de tiempo no pudo comprobarse. Consulta con quien te lo entregó.',
    notIssuedTitle: 'Documento no reconocido',
    notIssuedBody:
      'No encontramos este documento entre los firmados en esta plataforma. Puede que no se haya emitido aquí o que se haya modificado después de la firma: cualquier cambio, por pequeño que sea, cambia su huella.',
    folio: 'Folio',
    documentType: 'Documento',
    signedAt: 'Firmado el',
    timestampAt: 'Sello de tiempo',
    authority: 'Emitido por',
    localAuthority: 'El servidor del otorgante del crédito (sello local)',
    localNote:
      'Sello de tiempo local, emitido por el servidor del otorgante del crédito; no lo emite un prestador de servicios de certificación acreditado.',
    supersededNote:
      'Después de esta firma se emitió una versión nueva del contrato: este documento sigue siendo el que se firmó, pero ya no es la versión vigente.',
    none: '—',
  },
  validation: {
    sha256_format: 'Escribe la huella SHA-256: 64 caracteres del 0 al 9 y de la a a la f.',
  },
};
