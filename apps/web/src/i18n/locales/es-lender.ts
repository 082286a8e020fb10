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
};

export type LenderMessages = Widen<typeof esLender>;
