import { chromiumArgs, chromiumPath } from '../scripts/chromium.js';
import { expectNoViolations } from './axe.js';
import { expect, signIn, test } from './fixtures.js';
import { shoot } from './screenshots.js';
import { expectReadable } from './visible-text.js';

// Administración › Plantillas de contrato. A product no other spec makes contracts with: the
// versions saved here would be the text of that product's contracts for the rest of the worker's run.
// With SCREENSHOTS=<folder>, the screen is saved there in both languages and sizes.

// The preview opens a PDF in a tab: the full browser's viewer, which the headless shell lacks.
test.use({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } });

const admin = 'admin@demo.origina.mx';
const product = 'Pensionados Mensual';
test('an administrator edits a product’s carátula: placeholders inserted, unknown and missing ones refused, previewed as PDF, saved as a version, loaded back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin);
  await page.getByTestId('nav-vertical').getByRole('link', { name: 'Plantillas de contrato' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plantillas de contrato' })).toBeVisible();
  // Product and document chosen in quick succession, the second before the screen re-rendered
  // after the first (as a busy machine does): both stay chosen.
  const boxes = page.getByRole('combobox');
  await expect(boxes).toHaveCount(2);
  await boxes.first().evaluate(async (productSelect: HTMLSelectElement, label) => {
    const documentSelect = document.querySelectorAll('select')[1];
    const choose = (select: HTMLSelectElement, value: string) => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    const option = [...productSelect.options].find((candidate) => candidate.text === label);
    if (!option || !documentSelect) throw new Error(`no product ${label}, or no document list`);
    choose(productSelect, option.value);
    // Only microtasks: the router updates the address, React has not rendered yet.
    for (let turn = 0; !location.search.includes('producto=') && turn < 1000; turn += 1)
      await Promise.resolve();
    if (!location.search.includes('producto=')) throw new Error('the address never took the product');
    choose(documentSelect, 'caratula');
  }, product);
  await expect(page).toHaveURL(/producto=.+documento=caratula/);
  await expect(page.getByRole('combobox', { name: 'Producto' }).locator('option:checked')).toHaveText(
    product,
  );
  const body = page.getByRole('textbox', { name: 'Texto de la plantilla' });
  await expect(body).toHaveValue(/# Aclaraciones y reclamaciones/);
  const shipped = await body.inputValue();
  await expect(
    page.getByText('Los contratos nuevos de este producto usan el texto predeterminado.'),
  ).toBeVisible();
  await expect(page.getByText('Aún no hay versiones guardadas')).toBeVisible();
  await expectNoViolations(page, 'the template editor, es, 1440');
  await expectReadable(page, 'the template editor, es, 1440');

  // A placeholder mistyped: the editor says so as it is typed, and the server refuses it.
  const reca = page.getByRole('textbox', { name: 'Número de RECA' });
  await reca.fill('RECA-E2E-0001');
  await body.fill(`${shipped}\n\nTotal: {{monto_total}}`);
  await expect(body).toHaveAccessibleDescription('Estos marcadores no existen: {{monto_total}}.');
  await page.getByRole('button', { name: 'Guardar versión' }).click();
  await expect(body).toHaveAttribute('aria-invalid', 'true');
  await expect(body).toHaveAccessibleDescription(
    'Estos marcadores no existen: {{monto_total}}. Corrígelos o quítalos; la lista muestra los disponibles.',
  );

  // A required one left out, then put back from the list, where the cursor is.
  const withoutReca = shipped.replaceAll('{{reca}}', 'RECA');
  await body.fill(`${withoutReca}\n\nRegistro: `);
  await expect(body).toHaveAccessibleDescription('Faltan estos marcadores obligatorios: {{reca}}.');
  await page.getByRole('button', { name: 'Guardar versión' }).click();
  await expect(body).toHaveAccessibleDescription('Este documento debe incluir estos marcadores: {{reca}}.');
  await body.press('Control+End');
  await page.getByRole('button', { name: 'Insertar {{reca}}' }).click();
  await expect(body).toHaveValue(`${withoutReca}\n\nRegistro: {{reca}}`);
  await expect(body).toBeFocused();
  await expect(body).toHaveAccessibleDescription(/^Una línea en blanco separa bloques/);

  // The preview: a PDF made with a sample loan, shown in a tab of its own, and behind a link.
  const answer = page.waitForResponse((response) => response.url().endsWith('/preview/'));
  const tab = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Vista previa' }).click();
  const pdf = await answer;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const popup = await tab;
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  expect(await popup.evaluate(() => document.contentType)).toBe('application/pdf');
  await popup.close();
  await expect(page.getByRole('link', { name: 'Abrir la vista previa' })).toHaveAttribute('href', /^blob:/);

  await page.getByRole('button', { name: 'Guardar versión' }).click();
  await expect(
    page.getByText('Se guardó la versión 1. Los contratos que se generen desde ahora la usan.'),
  ).toBeVisible();
  await expect(page.getByText('Los contratos nuevos de este producto usan la versión 1.')).toBeVisible();
  const history = page.getByTestId('template-history');
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Versión 1');
  await expect(history).toContainText('En uso');
  await expect(history).toContainText('Guardó Alma Administradora');
  await expect(history).toContainText('RECA RECA-E2E-0001');
  await shoot(page, 'templates-es-1440');

  // The default text, then the version saved, back in the editor.
  await page.getByRole('button', { name: 'Cargar el texto predeterminado' }).click();
  await expect(body).toHaveValue(shipped);
  await history.getByRole('button', { name: 'Cargar en el editor (Versión 1)' }).click();
  await expect(body).toHaveValue(`${withoutReca}\n\nRegistro: {{reca}}`);
  await expect(page.getByText('Se cargó la versión 1 en el editor.', { exact: false })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(body).toHaveValue(`${withoutReca}\n\nRegistro: {{reca}}`);
  await expectReadable(page, 'the template editor, es, 390');
  await shoot(page, 'templates-es-390');

  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('settings') ?? '{}');
    localStorage.setItem('settings', JSON.stringify({ ...stored, language: 'en' }));
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Contract templates' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Document' })).toHaveValue('caratula');
  // The product by its English name, as the catalogue names it in English.
  await expect(page.getByRole('combobox', { name: 'Product' }).locator('option:checked')).toHaveText(
    'Pensioners Monthly',
  );
  await expect(page.getByText('New contracts of this product use version 1.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Insert {{reca}}' })).toBeVisible();
  await expectNoViolations(page, 'the template editor, en, 390');
  await expectReadable(page, 'the template editor, en, 390');
  await shoot(page, 'templates-en-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectReadable(page, 'the template editor, en, 1440');
  await shoot(page, 'templates-en-1440');
});
