import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestServer } from './server.js';
import type { SmsGateway } from './sms-gateway.js';

// The customer's signature, for the suites that need one: the signing link's requests (codes read
// from the SMS gateway mocked at the network edge, sms-gateway.ts), and drawn signatures.

export const linkPath = (id: string) => `/api/v1/promoter/applications/${id}/signature-link/`;
export const publicPath = (slug: string) => `/api/v1/signatures/${slug}/`;

export interface PublicView {
  status: string;
  documents: { id: string; type: string; download_url: string }[];
  attempts_left: number;
  code_destinations: string[];
}

export async function drawnSignature() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><path d="M10 80 C 60 10, 110 110, 160 50 S 260 20, 310 70" stroke="#111" stroke-width="5" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export async function blankSignature() {
  const png = await sharp({
    create: { width: 320, height: 120, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Ink on a line of one pixel by four million: slow to decode, invisible on the contract. */
export async function lineSignature() {
  const png = await sharp({
    create: { width: 4_000_000, height: 1, channels: 3, background: { r: 0, g: 0, b: 0 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export async function pdfText(content: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(content) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.pages.length };
  } finally {
    await parser.destroy();
  }
}

/**
 * The signing link's requests. `current` answers the suite's server, gateway and owner promoter
 * once its beforeAll has run.
 */
export function signatureSteps(current: () => { server: TestServer; gateway: SmsGateway; token: string }) {
  async function issued(id: string) {
    const link = await current().server.post<{
      slug: string;
      url: string;
      expires_at: string;
      status: string;
    }>(linkPath(id), undefined, { token: current().token });
    expect(link.status).toBe(201);
    return link.body;
  }

  async function codeFor(slug: string) {
    const { server, gateway } = current();
    const before = gateway.texts.length;
    const sent = await server.post(`${publicPath(slug)}code/`);
    expect(sent.status).toBe(200);
    // The code's message, not a signed copy's link sent meanwhile.
    const text = gateway.texts
      .slice(before)
      .filter((message) => /código: \d{6}/.test(message.text))
      .at(-1)!.text;
    return /código: (\d{6})/.exec(text)![1]!;
  }

  async function download(path: string, token?: string) {
    const response = await fetch(`${current().server.baseUrl}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { response, content: Buffer.from(await response.arrayBuffer()) };
  }

  /** Issues a link and signs through it, as the customer does; answers the slug. */
  async function signed(id: string) {
    const { server } = current();
    const { slug } = await issued(id);
    const view = await server.get<PublicView>(publicPath(slug));
    const code = await codeFor(slug);
    const answer = await server.post(publicPath(slug), {
      code,
      accepted_documents: view.body.documents.map((document) => document.id),
      signature: await drawnSignature(),
    });
    expect(answer.status).toBe(200);
    return slug;
  }

  return { issued, codeFor, download, signed };
}
