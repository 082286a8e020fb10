import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { customer } from '../support/customer.js';
import { promoterOnPostgres, report } from './harness.js';

// Photos are decoded a few at a time (one per core) with a short line behind them (16); past it
// the server answers 503 server_busy. However many arrive at once, its memory stays bounded and
// everything else keeps answering.
const uploads = 20;
const bombs = 3;
const rssBoundMb = 800;
const probeBoundMs = 2000;

let setup: Awaited<ReturnType<typeof promoterOnPostgres>> | undefined;
afterAll(() => setup?.close(), 60_000);

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : 0;
};

describe('large images', () => {
  it(`${uploads} large images (and ${bombs} of 100 megapixels) at once: RSS stays under ${rssBoundMb} MB and every other request answers`, async () => {
    setup = await promoterOnPostgres('imagenes');
    const { api, token } = setup;
    const auth = { authorization: `Bearer ${token}` };
    // 4,000 × 3,000: a phone's 12-megapixel photo, 36 MB once decoded, over a second of CPU to re-encode.
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#7a8b9c' } })
      .jpeg()
      .toBuffer();
    // And the attack's image: 10,000 × 10,000, refused from its header.
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#808080' },
    })
      .jpeg()
      .toBuffer();
    const targets: string[] = [];
    for (let index = 0; index < uploads + bombs; index += 1) {
      const created = await fetch(`${api.url}/api/v1/promoter/applications/`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ pre_solicitud: customer.pre_solicitud }),
      });
      const application = ((await created.json()) as { id: string }).id;
      const announced = await fetch(`${api.url}/api/v1/users/applicationdocuments/`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          application,
          document_type: 'ine_front',
          file_name: 'ine.jpg',
          size: index < uploads ? photo.length : bomb.length,
          content_type: 'image/jpeg',
        }),
      });
      expect(announced.status).toBe(201);
      targets.push(((await announced.json()) as { upload_url: string }).upload_url);
    }

    const pid = api.process.child.pid!;
    const baseline = rssMb(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 50);
    // Meanwhile a client reads its profile and the health check, one after the other.
    let probing = true;
    const probes: { status: number; ms: number }[] = [];
    const prober = (async () => {
      while (probing) {
        for (const path of ['/healthz', '/api/v1/users/users/whoami/']) {
          const started = Date.now();
          const response = await fetch(`${api.url}${path}`, {
            headers: auth,
            signal: AbortSignal.timeout(10_000),
          }).catch(() => null);
          await response?.arrayBuffer();
          probes.push({ status: response?.status ?? 0, ms: Date.now() - started });
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    const started = Date.now();
    const answers = await Promise.all(
      targets.map(async (target, index) => {
        const response = await fetch(`${api.url}${target}`, {
          method: 'POST',
          headers: { 'content-type': 'image/jpeg' },
          body: index < uploads ? photo : bomb,
        });
        const body = (await response.json()) as { code?: string };
        return { status: response.status, code: body.code, retryAfter: response.headers.get('retry-after') };
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    probing = false;
    await prober;
    clearInterval(sampler);

    const photos = answers.slice(0, uploads);
    const stored = photos.filter((answer) => answer.status === 200).length;
    const busy = photos.filter((answer) => answer.status === 503);
    const refused = answers.slice(uploads).filter((answer) => answer.code === 'image_too_large').length;
    const slowest = Math.max(...probes.map((probe) => probe.ms));
    report(
      `${uploads} images of 12 megapixels at once: ${stored} stored, ${busy.length} answered 503 server_busy, ${refused} of ${bombs} 100-megapixel ones refused from their header, in ${seconds.toFixed(1)} s; RSS ${Math.round(baseline)} MB before, peak ${Math.round(peak)} MB (bound ${rssBoundMb} MB); ${probes.length} other requests meanwhile, slowest ${slowest} ms`,
    );
    // Each photo is stored, or refused as busy with when to come back: never another error.
    expect(stored + busy.length).toBe(uploads);
    for (const answer of busy) expect([answer.code, answer.retryAfter]).toEqual(['server_busy', '5']);
    expect(stored).toBeGreaterThan(0);
    expect(refused).toBe(bombs);
    expect(peak).toBeLessThan(rssBoundMb);
    expect(probes.every((probe) => probe.status === 200)).toBe(true);
    expect(slowest).toBeLessThan(probeBoundMs);
  }, 120_000);
});
