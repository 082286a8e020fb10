// The customer's authorization of the credit-bureau inquiry, as the link shows it and its PDF
// keeps it. Ley para Regular las Sociedades de Información Crediticia, art. 28: a bureau gives a
// user a customer's report only with the customer's express authorization, in which the customer
// states they know the nature and scope of the information, the use the user will make of it and
// that it may be queried periodically while the relationship lasts; the authorization is valid
// for up to three years and, in any case, while the legal relationship lasts. The article's text
// could not be read from this machine (the searches found only the law's title pages): these
// sentences are the product's own wording of those elements, not the law's, and a lender's
// counsel should check them (issue 32 report).

export function bureauAuthorizationText(lender: string) {
  return [
    `Autorizo expresamente a ${lender} para que, por conducto de sus funcionarios facultados, lleve a cabo investigaciones sobre mi comportamiento crediticio en las sociedades de información crediticia (burós de crédito) que estime conveniente.`,
    'Declaro que conozco la naturaleza y el alcance de la información que se solicitará, del uso que se le dará, y que se podrán realizar consultas periódicas de mi historial crediticio.',
    'El propósito de la consulta es evaluar mi solicitud de crédito de nómina y, en su caso, dar seguimiento al crédito que se me otorgue.',
    'Esta autorización tiene una vigencia de tres años contados a partir de hoy y, en todo caso, durante el tiempo que mantenga una relación jurídica con el otorgante.',
    'Otorgo esta autorización por medios electrónicos, confirmándola con el código que recibí en mi número celular verificado (Ley para Regular las Sociedades de Información Crediticia, artículo 28).',
  ].join('\n\n');
}
