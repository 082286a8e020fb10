import { PDFDocument } from 'pdf-lib';
import { embedFonts, wrap } from '../contracts/pdf-text.js';

// The bureau authorization as a one-page PDF kept with the application: the text the customer
// confirmed, and the evidence of how (the masked mobile the code went to, when, from where).

const page = { width: 612, height: 792, margin: 56 };

export async function bureauAuthorizationPdf(content: { folio: string; text: string; evidence: string[] }) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Autorización de consulta a sociedades de información crediticia ${content.folio}`);
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const fonts = await embedFonts(pdf);
  let current = pdf.addPage([page.width, page.height]);
  let y = page.height - page.margin;
  const width = page.width - 2 * page.margin;
  const draw = (text: string, size: number, bold = false) => {
    const font = bold ? fonts.bold : fonts.regular;
    for (const line of wrap(text, font, size, width)) {
      if (y < page.margin + size) {
        current = pdf.addPage([page.width, page.height]);
        y = page.height - page.margin;
      }
      current.drawText(line, { x: page.margin, y, size, font });
      y -= size * 1.4;
    }
    y -= size * 0.6;
  };
  draw('Autorización para solicitar reportes de crédito', 14, true);
  draw(`Solicitud ${content.folio}`, 10);
  for (const paragraph of content.text.split('\n\n')) draw(paragraph, 10);
  draw('Constancia electrónica', 11, true);
  for (const line of content.evidence) draw(line, 9);
  return Buffer.from(await pdf.save());
}
