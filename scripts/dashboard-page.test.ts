import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 35: a dashboard screen opened cold on a slow phone. npm test builds before it runs the tests.
const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const read = (file: string) => readFileSync(`${dist}${file}`, 'utf8');
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]);
const gzipOf = (file: string) => readFileSync(`${dist}${file}.gz`).length;
const earlyPlan = () => {
  const script = read('early-start.js');
  return JSON.parse(script.slice(script.indexOf('const plan = ') + 13, script.indexOf(';\n')));
};

describe("the dashboard's page (npm run build first)", () => {
  it('asks with the page itself for the code every dashboard screen needs, and the login page does not', () => {
    expect(existsSync(`${dist}dashboard.html`), 'apps/web/dist: run npm run build first').toBe(true);
    const files = preloads(read('dashboard.html'));
    expect(files.some((file) => /^assets\/frame-[\w-]+\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /^assets\/login-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of files) expect(existsSync(`${dist}${file}`), file).toBe(true);
    // The script then adds only what depends on the screen and the language.
    expect(read('dashboard.html')).toContain(
      '<script src="/early-start.js" data-preloaded="common"></script>',
    );
    // The other pages keep only the entry's own small imports.
    for (const page of ['index.html', 'login.html'])
      expect(
        preloads(read(page)).filter((file) => /assets\/(frame|login)-/.test(file)),
        page,
      ).toEqual([]);
    expect(read('login.html')).not.toContain('early-start.js');
  });

  it("keeps out of the frame's code what it shows only later: zod, Popper.js, the drawers and the account menu", () => {
    const frame = preloads(read('dashboard.html')).find((file) => file.startsWith('assets/frame-'))!;
    const code = read(frame);
    expect(code).not.toContain('ZodError');
    expect(code).not.toContain('preventOverflow');
    expect(gzipOf(frame)).toBeLessThan(45_000);
  });

  it("draws each cold screen's heading with the frame's code and its page's small file, and asks the body's code after", () => {
    const plan = earlyPlan();
    type Route = { path: string; roles: string[] | null; files: string[]; later: string[]; reads: string[] };
    const routes = plan.routes as Route[];
    // The home: each role's own body; a tab with no remembered user asks only the page.
    expect(routes.filter((route) => route.path === '^\\/dashboard$').map((route) => route.roles)).toEqual([
      ['promoter'],
      ['reviewer'],
      ['admin'],
      ['compliance'],
      null,
    ]);
    expect(routes.find((route) => route.path.endsWith('dashboard$') && route.roles === null)?.later).toEqual(
      [],
    );
    for (const route of routes.filter(
      (found) => found.roles !== null || !found.path.endsWith('dashboard$'),
    )) {
      // What the heading waits for beyond the frame: the page's own file, without zod or a form.
      expect(route.files, route.path).toHaveLength(1);
      expect(gzipOf(route.files[0]!), route.path).toBeLessThan(2_000);
      expect(read(route.files[0]!)).not.toContain('ZodError');
      // The body: preloaded at the page's load event, not with what draws the heading.
      expect(route.later.length, route.path).toBeGreaterThan(0);
      for (const file of route.later) expect(existsSync(`${dist}${file}`), file).toBe(true);
      // zod (the lists' and the forms' schemas) comes with the body.
      expect(
        route.later.some((file) => read(file).includes('ZodError')),
        route.path,
      ).toBe(true);
    }
    expect(read('early-start.js')).toMatch(/addEventListener\(\s*'load'/);
  });

  it('starts the simulator’s convenios with the profile, before the app’s code arrives', () => {
    const plan = earlyPlan();
    const simulator = plan.routes.find((route: { path: string }) => route.path.includes('simulador'));
    // A saved simulation's address is another screen.
    expect(new RegExp(simulator.path).test('/dashboard/simulador/123')).toBe(false);
    expect(simulator.reads).toEqual(['/promoter/affiliates/?page_size=500']);
    // The promoter's home asks its counts and latest applications, every screen the unread count.
    expect(plan.routes[0].reads).toEqual([
      '/promoter/applications/stats/',
      '/promoter/applications/?page=1&page_size=10&ordering=-updated_at',
    ]);
    expect(plan.reads).toEqual(['/notifications/?unread=true&page_size=1']);
  });

  it("holds each cold screen's frame and heading, per language and role, drawn at build time", () => {
    const page = read('dashboard.html');
    const shells = new Map(
      [
        ...page.matchAll(
          /<template data-shell="([^"]+)">([\s\S]*?)<\/template>(?=<template data-shell|\s*<\/div>|\s*<noscript)/g,
        ),
      ].map((match) => [match[1]!, match[2]!]),
    );
    const heading = (key: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(shells.get(key) ?? '')?.[1];
    // The user's name stands as two private-use characters the early start replaces.
    expect(heading('es promoter /dashboard')).toBe('Hola, \uE000\uE001');
    expect(heading('en reviewer /dashboard')).toBe('Hello, \uE000\uE001');
    expect(heading('es compliance /dashboard')).toBe('Hola, \uE000\uE001');
    expect(heading('en admin /dashboard')).toBe('Hello, \uE000\uE001');
    expect(heading('es promoter /dashboard/simulador')).toBe('Simulador');
    expect(heading('en promoter /dashboard/simulador')).toBe('Simulator');
    expect(heading('es promoter /dashboard/nueva-solicitud')).toBe('Nueva solicitud');
    expect(heading('en promoter /dashboard/nueva-solicitud/pre-solicitud')).toBe('New application');
    // Only the roles that may open a screen (packages/domain: role-workspaces.ts).
    expect(shells.has('es reviewer /dashboard/simulador')).toBe(false);
    expect(shells.size).toBe(14);
    // The styles they need come with them, and the app's own #root stays hidden while one shows.
    expect(page).toMatch(/<style data-emotion="css [^"]+">/);
    expect(page).toContain('html.shell-shown #root{display:none}');
    // Drawn as the production app draws (no development notes, no paths of the build machine).
    expect(page).not.toContain('data-msg');
    expect(page).not.toContain('/work/');
    // Paid on every cold dashboard load: small beside the code it stands in for.
    expect(readFileSync(`${dist}dashboard.html.br`).length).toBeLessThan(8_000);
  });

  it('is the page the service worker keeps and serves, at the revision of what the build wrote last', () => {
    const worker = read('sw.js');
    const revision = /url:"dashboard\.html",revision:"([0-9a-f]+)"/.exec(worker)?.[1];
    expect(revision).toBe(createHash('md5').update(read('dashboard.html')).digest('hex'));
    expect(worker).toContain('"/dashboard.html"');
    expect(worker).not.toContain('url:"index.html"');
  });
});
