// A complete lender profile as an administrator saves it (PUT /api/v1/admin/lender-profile/).
export const lenderProfileBody = {
  legal_name: 'Créditos de Prueba, S.A. de C.V., SOFOM, E.N.R.',
  rfc: 'cpr990101ab3',
  address: 'Av. Prueba 45, col. Juárez, C.P. 06600, Cuauhtémoc, Ciudad de México',
  web_address: 'www.creditos-prueba.example',
  une: {
    address: 'Av. Prueba 45, planta baja, col. Juárez, C.P. 06600, Ciudad de México',
    phone: '(55) 1234-5678',
    email: 'une@creditos-prueba.example',
  },
  condusef: { phone: '55 53 400 999', web: 'www.condusef.gob.mx' },
  statement_delivery: 'Estado de cuenta mensual por correo electrónico, sin costo',
  signatory: { name: 'Laura Prueba Ejemplo', position: 'Apoderada legal' },
};
