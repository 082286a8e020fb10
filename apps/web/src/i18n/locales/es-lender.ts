import type { Widen } from './widen.js';

// The lender profile screen (administrators): the lender as its contracts present it.
export const esLender = {
  lenderProfile: {
    title: 'Perfil del otorgante',
    intro:
      'Los datos de la financiera que imprimen la carátula, el contrato, el pagaré y la carta de instrucción. Mientras falte alguno, no se genera ningún contrato.',
    sections: {
      lender: 'El otorgante',
      une: 'Unidad Especializada de Atención a Usuarios (UNE)',
      condusef: 'CONDUSEF',
      statements: 'Estados de cuenta',
      signatory: 'Quién firma por el otorgante',
    },
    fields: {
      legal_name: 'Razón social',
      rfc: 'RFC',
      address: 'Domicilio',
      web_address: 'Página de internet',
      une: { address: 'Domicilio de la UNE', phone: 'Teléfono de la UNE', email: 'Correo de la UNE' },
      condusef: { phone: 'Teléfono de la CONDUSEF', web: 'Página de internet de la CONDUSEF' },
      statement_delivery: 'Cómo recibe el cliente su estado de cuenta',
      signatory: { name: 'Nombre de quien firma', position: 'Cargo de quien firma' },
    },
    hints: {
      legal_name: 'Como en el acta constitutiva: «Financiera X, S.A. de C.V., SOFOM, E.N.R.».',
      rfc: '12 caracteres si es una empresa, 13 si es una persona.',
      condusef: 'Los datos públicos de la CONDUSEF, ya escritos. Cámbialos solo si la CONDUSEF los cambia.',
      statement_delivery: 'Por ejemplo: «Estado de cuenta mensual por correo electrónico, sin costo».',
    },
    missingTitle_one: 'Falta {{count}} dato para poder generar contratos:',
    missingTitle: 'Faltan {{count}} datos para poder generar contratos:',
    complete: 'El perfil está completo: los contratos nuevos lo imprimen tal como está.',
    neverSaved: 'Aún no se ha guardado: lo que ves son los valores iniciales.',
    updatedAt: 'Guardado por última vez: {{date}}',
    save: 'Guardar el perfil',
    saved: 'Perfil guardado.',
  },
  // The privacy notice's editor (administrators): versions, purposes and the customer's preview.
  privacyNotice: {
    title: 'Aviso de privacidad',
    intro:
      'El aviso de privacidad integral que el cliente lee y acepta al abrir su enlace de identidad. Cada vez que lo guardas se crea una versión nueva; cada solicitud conserva la versión que su cliente aceptó.',
    sampleBanner:
      'El aviso vigente (versión {{version}}) es el de EJEMPLO de la demostración. No es asesoría legal: sustitúyelo por el aviso de tu financiera, revisado por tu área jurídica.',
    none: 'Todavía no hay ningún aviso: los clientes no pueden avanzar en su enlace hasta que lo escribas.',
    checklist:
      'El aviso debe decir qué datos se tratan y para qué (finalidades necesarias y voluntarias), las transferencias (al empleador o dependencia pagadora y a las sociedades de información crediticia) y cómo ejercer los derechos ARCO y revocar el consentimiento con el otorgante, no con el promotor. La identidad y el domicilio del responsable se toman del perfil del otorgante.',
    text: 'Texto del aviso',
    textHint: 'Entre 200 y 40,000 caracteres. Separa los apartados con una línea en blanco.',
    purposes: 'Finalidades voluntarias',
    purposesIntro:
      'El cliente acepta o rechaza cada una por separado; una que no conteste cuenta como rechazada. Hasta 10. La clave es para los registros: «marketing», «encuestas».',
    purposeKey: 'Clave',
    purposeText: 'Texto que lee el cliente',
    addPurpose: 'Agregar finalidad',
    removePurpose: 'Quitar la finalidad {{number}}',
    noPurposes: 'Sin finalidades voluntarias.',
    save: 'Guardar como versión nueva',
    saved: 'Se guardó la versión {{version}}: los clientes la leen desde ahora.',
    preview: 'Así lo lee el cliente',
    previewHint: 'Con la razón social y el domicilio del perfil del otorgante.',
    previewVoluntary: 'Puede aceptar o rechazar:',
    lenderMissing: 'El perfil del otorgante no tiene razón social: el aviso no dirá quién es el responsable.',
    history: 'Versiones',
    version: 'Versión {{version}}',
    current: 'vigente',
    sample: 'ejemplo',
    by: '{{date}} · {{name}}',
    byDemo: '{{date}} · datos de demostración',
    view: 'Ver la versión {{version}}',
    viewing: 'Versión {{version}}, tal como se escribió',
    close: 'Cerrar',
  },
};

export type LenderMessages = Widen<typeof esLender>;
