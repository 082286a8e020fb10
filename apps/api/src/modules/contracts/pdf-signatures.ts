import type { SignatureParty } from '@origina/domain/contract-documents';
import { longDate } from '@origina/domain/contract-words';
import type { Measure } from './pdf-blocks.js';
import { drawText, ink, margin, type Unit } from './pdf-layout.js';
import { wrap } from './pdf-text.js';

// A signatures block: one column per party, each a line with who signs under it. The customer's
// line is left for their drawn signature (the signed copy puts it there, `SignatureSpot`); the
// lender's carries its signatory's electronic signature, stated in words, or is left blank for a
// handwritten one when the pagaré is on paper.

/** Where the customer signs: kept in the PDF's own keywords ("firma-cliente=page,x,y,width;…"),
 * so the signed copy puts the drawn signature on those lines and nowhere else. */
export interface SignatureSpot {
  page: number;
  x: number;
  y: number;
  width: number;
}
export const spotsKeyword = 'firma-cliente=';

const size = 9;
const leading = 11;
/** Room above a line for a drawn signature (the signed copy draws it at most 42 points high). */
const signingRoom = 50;

/** The words on the lender's line when its signatory signs electronically as the set is made. */
const lenderStatement = (party: Extract<SignatureParty, { role: 'lender' }>) =>
  `Firmado electrónicamente por ${party.signatory}, ${party.position}, en representación de ${party.name}, el ${longDate(party.signedOn)}.`;

export function signatureUnit(parties: SignatureParty[], { fonts, usable, spots }: Measure): Unit {
  const each = usable / parties.length;
  const inner = each - 20;
  const columns = parties.map((party) => ({
    party,
    above:
      party.role === 'lender' && !party.handwritten
        ? wrap(lenderStatement(party), fonts.regular, size, inner)
        : [],
    below:
      party.role === 'lender'
        ? [
            ...wrap(party.name, fonts.regular, size, inner),
            ...wrap(`Por: ${party.signatory}, ${party.position}`, fonts.regular, size, inner),
          ]
        : wrap(party.name, fonts.regular, size, inner),
  }));
  const above = Math.max(signingRoom, ...columns.map((column) => column.above.length * leading + 12));
  const below = Math.max(...columns.map((column) => column.below.length));
  return {
    height: above + 12 + (below - 1) * leading + 28,
    draw: ({ page, index, y }) => {
      const line = y - above;
      columns.forEach((column, position) => {
        const x = margin + position * each + 10;
        if (column.party.role === 'customer') spots.push({ page: index, x, y: line, width: inner });
        page.drawLine({ start: { x, y: line }, end: { x: x + inner, y: line }, thickness: 0.8, color: ink });
        column.above.forEach((text, row) => {
          const baseline = line + 6 + (column.above.length - 1 - row) * leading;
          drawText(page, text, { x, y: baseline, font: fonts.regular, size });
        });
        column.below.forEach((text, row) => {
          drawText(page, text, { x, y: line - 12 - row * leading, font: fonts.regular, size });
        });
      });
    },
  };
}
