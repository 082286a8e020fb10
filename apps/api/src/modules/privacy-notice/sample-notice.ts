import type { PrivacyNoticeInput } from '@origina/domain/customer-consents';

// The demo's privacy notice: a SAMPLE laid out by the elements a notice must give, not legal
// advice and not any lender's notice (a lender writes its own on the admin screen, and the sample
// flag says so wherever it shows). The law in force is the Ley Federal de Protección de Datos
// Personales en Posesión de los Particulares published in the DOF on 20 March 2025 (in force the
// next day), which abrogated the 2010 law of the same name; it defines the notice by reference to
// its art. 14 and asks it to tell necessary from voluntary purposes, and its authority is the
// Secretaría Anticorrupción y Buen Gobierno (what docs/privacy-notice.md cites, and where it was
// read). The responsible party's name and address are not written here: the customer's link puts
// them first, from the lender profile (privacyNoticeForCustomer).
export const samplePrivacyNotice: PrivacyNoticeInput = {
  text: [
    'AVISO DE PRIVACIDAD INTEGRAL — EJEMPLO. Este texto es una muestra de la demostración, no asesoría legal: el otorgante debe sustituirlo por su propio aviso, revisado por su área jurídica.',
    'Responsable. El otorgante nombrado al inicio de este aviso, con el domicilio ahí señalado, es responsable del tratamiento de sus datos personales. El promotor que le atiende capta su solicitud por cuenta del otorgante y no decide sobre sus datos.',
    'Datos que tratamos. Identificación y contacto (nombre, CURP, RFC, identificación oficial, domicilio, celular y correo), datos laborales y de nómina, datos patrimoniales y financieros, referencias personales, su historial crediticio y, con su consentimiento expreso, datos biométricos (la fotografía de su rostro comparada con su identificación), que son datos personales sensibles.',
    'Finalidades necesarias (sin ellas no podemos atender su solicitud). Verificar su identidad y su celular; evaluar y, en su caso, otorgar, formalizar y administrar el crédito con descuento vía nómina; consultar su historial en una sociedad de información crediticia con su autorización expresa; cumplir las obligaciones de identificación del cliente y de prevención de operaciones con recursos de procedencia ilícita; y cobrar el crédito.',
    'Finalidades voluntarias. Las que se enlistan aparte; puede aceptarlas o rechazarlas una por una, y rechazarlas no afecta su solicitud ni su crédito. Una que no conteste se entiende rechazada.',
    'Transferencias. Sus datos se comunican a su empleador o dependencia pagadora para aplicar el descuento vía nómina; a sociedades de información crediticia para la consulta que usted autorice y para reportar el comportamiento del crédito; y a las autoridades que los requieran conforme a la ley.',
    'Derechos ARCO y revocación. Usted puede acceder a sus datos, rectificarlos, cancelarlos u oponerse a su tratamiento, y revocar su consentimiento, directamente con el responsable (no con el promotor): escriba a privacidad@demo.origina.mx (dirección ficticia de la demostración) o acuda al domicilio señalado, con su identificación y la descripción de lo que solicita. Le responderemos por el mismo medio.',
    'Cambios. Cualquier cambio a este aviso se publicará en el sitio del otorgante y se le mostrará antes de tratar sus datos conforme al aviso nuevo.',
  ].join('\n\n'),
  voluntary_purposes: [
    { key: 'marketing', text: 'Enviarle ofertas de nuevos créditos y promociones.' },
    { key: 'surveys', text: 'Invitarle a encuestas de calidad del servicio.' },
  ],
};
