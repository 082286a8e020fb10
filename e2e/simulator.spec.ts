import type { Page } from '@playwright/test';
import { freshCurp } from '../apps/api/test/support/customer.js';
import { apiSession, approvedThroughTheApi, submittedThroughTheApi } from './api-applications.js';
import { fillPreSolicitud } from './application-flow.js';
import { expect, signIn, test } from './fixtures.js';
import { shownDate } from './shown-date.js';
import { expectNoSidewaysScroll } from './visible-text.js';

/** A convenio, one of its products and a term, by the labels the simulator shows in Spanish. */
async function chooseLoan(page: Page, affiliate: string, product: string, term: string) {
  await page.getByRole('combobox', { name: 'Convenio' }).selectOption({ label: affiliate });
  await page.getByRole('combobox', { name: 'Producto' }).selectOption({ label: product });
  await page.getByRole('combobox', { name: 'Plazo' }).selectOption({ label: term });
}

/** The simulator with the IMSS convenio's catorcenal product, 26 payments, for `amount`. */
async function simulateCatorcenal(page: Page, amount: string) {
  await page.goto('/dashboard/simulador');
  await chooseLoan(
    page,
    'Trabajadores del IMSS',
    'Nómina Catorcenal IMSS',
    '26 pagos catorcenales · tasa 55%',
  );
  await page.getByLabel('Monto solicitado').fill(amount);
}

// The WhatsApp link carries the whole quote, and the share sheet is handed the same text.
async function expectQuoteShared(page: Page, lines: string[]) {
  const whatsApp = page.getByRole('link', { name: 'Compartir por WhatsApp' });
  await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  const text = decodeURIComponent(
    (await whatsApp.getAttribute('href'))!.slice('https://wa.me/?text='.length),
  );
  for (const line of lines) expect(text).toContain(line);
  expect(text).toContain('Simulación informativa: no constituye una oferta');
  await page.evaluate(() => {
    delete document.body.dataset.shared;
  });
  await page.getByRole('button', { name: 'Compartir', exact: true }).click();
  await expect(page.locator('body')).toHaveAttribute('data-shared', text);
}

test.describe('the loan simulator', () => {
  test('simulates as you type, shows the CAT and capacity, saves, reopens and prints', async ({ page }) => {
    // The system share sheet exists on phones over https; here it records what it was handed.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          document.body.dataset.shared = data.text ?? '';
        },
      });
    });
    await signIn(page);
    await page.goto('/dashboard/simulador');
    await expect(page.getByRole('heading', { level: 1, name: 'Simulador' })).toBeVisible();
    // Nothing chosen reads as a prompt, never as a value named like the field.
    const shown = (name: string) => page.getByRole('combobox', { name }).locator('option:checked');
    await expect(shown('Convenio')).toHaveText('Elige un convenio');
    await expect(shown('Producto')).toHaveText('Elige primero un convenio');
    await expect(shown('Plazo')).toHaveText('Elige primero un producto');

    await chooseLoan(
      page,
      'Gobierno de la Ciudad de México',
      'Nómina Quincenal Clásico',
      '24 pagos quincenales · tasa 60%',
    );
    const amount = page.getByLabel('Monto solicitado');
    await amount.fill('100');
    // Said under the field and in place of the result, not "complete the fields".
    await expect(
      page
        .getByRole('region', { name: 'Resultado' })
        .getByText('El monto mínimo de este producto es $5,000.00.'),
    ).toBeVisible();
    await amount.fill('10,000');

    // docs/domain-rules.md's worked example: 584.13 a quincena, CAT 88.7 % with the 2 % commission.
    await expect(page.getByTestId('simulation-payment')).toHaveText('$584.13');
    await expect(page.getByTestId('simulation-cat')).toHaveText('88.7 %');
    await expect(page.getByTestId('cat-legend')).toContainText(
      'CAT 88.7 % sin IVA. Para fines informativos y de comparación.',
    );
    // The quote goes to the customer by WhatsApp and the share sheet, in Spanish, with its figures.
    const quote = [
      'Producto: Nómina Quincenal Clásico',
      'Monto solicitado: $10,000.00',
      'Plazo: 24 pagos quincenales',
      'Pago quincenal: $584.13',
      'CAT 88.7 % sin IVA.',
    ];
    await expectQuoteShared(page, quote);
    await expect(page.getByRole('region', { name: 'Tabla de amortización de 24 pagos' })).toBeVisible();
    await expect(page.getByTestId('schedule-table').locator('tbody tr')).toHaveCount(24);
    await expect(
      page.getByRole('img', { name: /El saldo baja de \$10,000.00 a \$0.00 en 24 pagos/ }),
    ).toBeVisible();
    // The chart reads out each payment on focus and with the arrow keys.
    const chart = page.getByRole('img', { name: /El saldo baja de/ });
    await chart.focus();
    await expect(page.getByTestId('chart-reading')).toContainText('Pago 1: saldo $');
    await chart.press('End');
    await expect(page.getByTestId('chart-reading')).toContainText('Pago 24: saldo $0.00');

    await page.getByLabel('Sueldo neto por periodo').fill('8000');
    await page.getByLabel('Descuentos actuales por periodo').fill('400');
    await expect(page.getByTestId('capacity-max-amount')).toHaveText('$34,238.00');
    await expect(page.getByRole('status').filter({ hasText: 'El pago cabe en la capacidad' })).toBeVisible();
    await amount.fill('60000');
    await expect(
      page.getByRole('alert').filter({ hasText: 'El crédito excede la capacidad de pago' }),
    ).toBeVisible();
    // Deductions that already take all the convenio allows: said in those words.
    await page.getByLabel('Descuentos actuales por periodo').fill('7900');
    await expect(
      page.getByRole('alert').filter({ hasText: 'no queda espacio para otro pago' }),
    ).toBeVisible();
    await page.getByLabel('Descuentos actuales por periodo').fill('400');
    await amount.fill('10000');

    // The server dates the saved one as the browser did: the convenio's calendar, signed today.
    const firstPayment = (await page.getByTestId('simulation-first-payment').textContent())!;
    await page.getByRole('button', { name: 'Guardar simulación' }).click();
    await expect(page).toHaveURL(/\/dashboard\/simulador\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('simulation-first-payment')).toHaveText(firstPayment);
    const savedUrl = page.url();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Simulación de crédito con descuento vía nómina' }),
    ).toBeVisible();
    await expect(page.getByTestId('simulation-payment')).toHaveText('$584.13');
    await expect(page.getByTestId('simulation-cat')).toHaveText('88.7 %');
    await expect(page.getByText('Gobierno de la Ciudad de México')).toBeVisible();
    await expectQuoteShared(page, quote);
    await expect(page.getByRole('link', { name: 'Iniciar solicitud' })).toHaveAttribute(
      'href',
      new RegExp(`/dashboard/nueva-solicitud\\?simulation=${savedUrl.split('/').pop()}$`),
    );

    // Printing: the button opens the browser's print dialog, and the print stylesheet leaves only
    // the document (no navigation, every row of the schedule).
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Imprimir' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    await expect(page.getByTestId('lender-name')).toBeVisible();
    await expect(page.getByTestId('cat-legend')).toBeVisible();
    // Who prepared it, from where and when, on the copy the customer keeps.
    await expect(page.getByTestId('prepared-by')).toContainText('Preparada por Ana Promotora');
    await expect(page.getByTestId('prepared-by')).toContainText('Sucursal Ciudad de México Roma');
    await expect(page.getByTestId('prepared-by')).toContainText('Calculada el');
    const pdf = await page.pdf({ format: 'Letter', preferCSSPageSize: true });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    // A 24-payment quote fits one Letter page.
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });

    // Back on the simulator, the saved one is listed and opens again.
    await page.getByRole('link', { name: 'Volver al simulador' }).click();
    const saved = page.getByTestId('saved-simulations').getByRole('link').first();
    await expect(saved).toContainText('Nómina Quincenal Clásico');
    await expect(saved).toContainText('$10,000.00');
    // Found by the amount as people write it; a search that finds nothing says so.
    const search = page.getByLabel('Buscar por producto, convenio o monto');
    await search.fill('10,000');
    await expect(saved).toContainText('$10,000.00');
    await search.fill('zzz');
    await expect(page.getByText('Ninguna simulación coincide')).toBeVisible();
    await search.fill('');
    await saved.click();
    await expect(page).toHaveURL(savedUrl);
    await expect(page.getByTestId('simulation-payment')).toHaveText('$584.13');

    // An application started from it: the payroll the simulation used comes filled in.
    await page.getByRole('link', { name: 'Iniciar solicitud' }).click();
    await fillPreSolicitud(page);
    const started = page.url().replace(/\/branch$/, '');
    await page.goto(`${started}/datos-laborales`);
    await expect(page.getByLabel('Sueldo neto por periodo')).toHaveValue(/^8,?000(\.00)?$/);
    await expect(page.getByLabel('Descuentos actuales por periodo')).toHaveValue(/^400(\.00)?$/);
  });

  test('a long weekly schedule keeps only the visible rows in the page', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/simulador');
    await chooseLoan(
      page,
      'Maquiladoras del Norte (operadores)',
      'Nómina Semanal Express',
      '104 pagos semanales · tasa 95%',
    );
    await page.getByLabel('Monto solicitado').fill('20000');
    const schedule = page.getByRole('region', { name: 'Tabla de amortización de 104 pagos' });
    await expect(schedule).toBeVisible();
    const rendered = await page.getByTestId('schedule-table').locator('tbody tr:not([aria-hidden])').count();
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    await schedule.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect(
      page.getByTestId('schedule-table').getByRole('cell', { name: '104', exact: true }),
    ).toBeVisible();
  });

  test('a catorcenal convenio pays every 14 days', async ({ page }) => {
    await signIn(page);
    await simulateCatorcenal(page, '10,000');
    // The API test's independently computed figures: 524.81 every 14 days, CAT 77.9 %.
    await expect(page.getByText('Pago catorcenal', { exact: true })).toBeVisible();
    await expect(page.getByTestId('simulation-payment')).toHaveText('$524.81');
    await expect(page.getByTestId('simulation-cat')).toHaveText('77.9 %');
    await expect(page.getByTestId('schedule-table').locator('tbody tr')).toHaveCount(26);
  });

  test("the first payment falls on the convenio's first payday far enough ahead, if signed today", async ({
    page,
  }) => {
    // Worked out here from docs/domain-rules.md's rule, not by the app's code: the first payday P with
    // P ≥ D + one period and P − cut-off (10) ≥ D + validity (5), D being today in Mexico City.
    const dayMs = 86_400_000;
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Mexico_City' });
    const start = Date.parse(`${today}T00:00:00Z`);
    const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
    const nextDay = (time: number) => new Date(time + dayMs).getUTCDate();
    const monthLater = (() => {
      const date = new Date(start);
      const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
      const days = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
      return Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date.getUTCDate(), days));
    })();
    const firstPayday = (period: number, isPayday: (time: number) => boolean) => {
      let time = Math.max(start + period, start + 15 * dayMs);
      while (!isPayday(time)) time += dayMs;
      return iso(time);
    };
    const reference = Date.parse('2026-01-09T00:00:00Z');
    const cases = [
      {
        affiliate: 'Gobierno de la Ciudad de México',
        product: 'Nómina Quincenal Clásico',
        term: '24 pagos quincenales · tasa 60%',
        // The 15th and the month's last day.
        first: firstPayday(15 * dayMs, (time) => new Date(time).getUTCDate() === 15 || nextDay(time) === 1),
      },
      {
        affiliate: 'Maquiladoras del Norte (operadores)',
        product: 'Nómina Semanal Express',
        term: '104 pagos semanales · tasa 95%',
        first: firstPayday(7 * dayMs, (time) => new Date(time).getUTCDay() === 5),
      },
      {
        affiliate: 'Trabajadores del IMSS',
        product: 'Nómina Catorcenal IMSS',
        term: '26 pagos catorcenales · tasa 55%',
        first: firstPayday(14 * dayMs, (time) => Math.round((time - reference) / dayMs) % 14 === 0),
      },
      {
        affiliate: 'Pensionados IMSS',
        product: 'Pensionados Mensual',
        term: '24 pagos mensuales · tasa 36%',
        first: firstPayday(monthLater - start, (time) => nextDay(time) === 1),
      },
    ];
    await signIn(page);
    await page.goto('/dashboard/simulador');
    for (const { affiliate, product, term, first } of cases) {
      await chooseLoan(page, affiliate, product, term);
      await page.getByLabel('Monto solicitado').fill('10000');
      const shown = await shownDate(page, first);
      await expect(page.getByTestId('simulation-first-payment'), affiliate).toHaveText(shown);
      await expect(page.getByText('si se firma hoy').first()).toBeVisible();
      await expect(
        page.getByTestId('schedule-table').locator('tbody tr').first().locator('td').nth(1),
      ).toHaveText(shown);
    }
  });

  test("switching the language keeps the form and the convenio's payment dates: no spinner, no date off its payroll calendar meanwhile", async ({
    page,
  }) => {
    await signIn(page);
    // On a slow phone, where a render from before the convenios' English names arrived would last
    // long enough to be read (a walk once saw 0.5–1.3 s of dates off the payroll calendar).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await simulateCatorcenal(page, '10000');
    const first = page.getByTestId('simulation-first-payment');
    await expect(first).toHaveText(/\d{4}$/);
    const spanish = await first.textContent();
    // Every date the screen shows from here on, however briefly, and whether the result ever left.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        const shown =
          document.querySelector('[data-testid="simulation-first-payment"]')?.textContent ?? 'no result';
        if (shown !== seen.at(-1)) seen.push(shown);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Idioma: English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Simulator' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Product' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const english = await first.textContent();
    expect(english).not.toBe(spanish);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.filter((shown) => shown !== spanish && shown !== english)).toEqual([]);
  });

  test("the customer's CURP is optional and judged once it is whole", async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/simulador');
    const curp = page.getByLabel('CURP del cliente (opcional)');
    await expect(page.getByText('Al guardar, la capacidad de pago cuenta sus otros créditos')).toBeVisible();
    await curp.fill('HEGG560427MVZRRL0');
    await expect(page.getByText('Revisa la CURP')).toHaveCount(0);
    await curp.blur();
    await expect(page.getByText('Revisa la CURP: 18 caracteres')).toBeVisible();
    await curp.fill('HEGG560427MVZRRL04');
    await expect(page.getByText('Revisa la CURP')).toHaveCount(0);
  });

  test("with the customer's CURP, their other loans with the lender count and are named, in the simulation and the application", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const token = await apiSession(page.request);
    const curp = freshCurp();
    const approved = await approvedThroughTheApi(page.request, token, curp);
    const answer = await page.request.get(`/api/v1/promoter/applications/${approved}/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { folio } = (await answer.json()) as { folio: string };
    const line = `Ya tiene el crédito ${folio} con pago de $1,168.26 por quincena.`;

    await signIn(page);
    await page.goto('/dashboard/simulador');
    await chooseLoan(
      page,
      'Gobierno de la Ciudad de México',
      'Nómina Quincenal Clásico',
      '24 pagos quincenales · tasa 60%',
    );
    await page.getByLabel('Monto solicitado').fill('10000');
    await page.getByLabel('Sueldo neto por periodo').fill('12000');
    await page.getByLabel('CURP del cliente (opcional)').fill(curp);
    await page.getByRole('button', { name: 'Guardar simulación' }).click();
    await expect(page).toHaveURL(/\/dashboard\/simulador\/[0-9a-f-]{36}$/);
    const others = page.getByTestId('other-loans');
    await expect(others).toContainText('Otros créditos del cliente con nosotros');
    await expect(others).toContainText(line);
    await expect(others).toContainText('Sus pagos cuentan como descuentos actuales');

    // A new application of the same customer shows the same loan beside its capacity.
    const submitted = await submittedThroughTheApi(page.request, token, curp);
    await page.goto(`/dashboard/mis-solicitudes/${submitted}`);
    await expect(page.getByTestId('loan-summary').getByTestId('other-loans')).toContainText(line);
  });

  test('in English, with catalogues fetched once and reused between screens', async ({ page }) => {
    const catalogueCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/promoter\/(affiliates|products|productoptions)\//.test(request.url())) {
        catalogueCalls.push(request.url());
      }
    });
    await signIn(page);
    await page.getByRole('button', { name: 'Idioma: English' }).click();
    await page.getByRole('link', { name: 'Simulator' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Simulator' })).toBeVisible();
    await page
      .getByRole('combobox', { name: 'Convenio' })
      .selectOption({ label: 'Gobierno de la Ciudad de México' });
    await page
      .getByRole('combobox', { name: 'Product' })
      .selectOption({ label: 'Semi-monthly Payroll Classic' });
    await page
      .getByRole('combobox', { name: 'Term' })
      .selectOption({ label: '24 payments twice a month · rate 60%' });
    await page.getByLabel('Amount requested').fill('10000');
    await expect(page.getByText('Payment (twice a month)', { exact: true })).toBeVisible();
    await expect(page.getByTestId('simulation-payment')).toHaveText('$584.13');
    await expect(page.getByTestId('cat-legend')).toContainText(
      'CAT 88.7 %: APR-equivalent total annual cost, without VAT. For information and comparison only.',
    );
    // The quote the customer receives stays Spanish, the product's name too: one call more, for
    // that name.
    const quote = new URL(
      (await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'))!,
    ).searchParams.get('text');
    expect(quote).toContain('Producto: Nómina Quincenal Clásico');
    expect(quote).toContain('Plazo: 24 pagos quincenales');
    expect(quote).toContain('Pago quincenal: $584.13');
    const afterFirstVisit = catalogueCalls.length;
    expect(afterFirstVisit).toBe(4);
    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.getByRole('link', { name: 'Simulator' }).first().click();
    await page
      .getByRole('combobox', { name: 'Convenio' })
      .selectOption({ label: 'Gobierno de la Ciudad de México' });
    await page
      .getByRole('combobox', { name: 'Product' })
      .selectOption({ label: 'Semi-monthly Payroll Classic' });
    await expect(page.getByRole('combobox', { name: 'Term' })).toBeEnabled();
    expect(catalogueCalls.length).toBe(afterFirstVisit);
  });

  test('a saved simulation of another promoter, or none, shows a clear message', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/simulador/0190f0b4-0000-7000-8000-000000000000');
    await expect(page.getByText('Esta simulación no existe o no es tuya.')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the simulator fits the screen and shows the result', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/simulador');
    await chooseLoan(page, 'Pensionados IMSS', 'Pensionados Mensual', '24 pagos mensuales · tasa 36%');
    await page.getByLabel('Monto solicitado').fill('30000');
    await expect(page.getByTestId('simulation-payment')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(page.getByText('Pago mensual')).toBeVisible();
    await expectNoSidewaysScroll(page, 'simulator on a phone');
  });
});
