import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-strength.js';

const email = 'maria.garcia@financiera-ejemplo.mx';
const names = ['María Fernanda', 'García López'];

describe('password strength', () => {
  // The hostile review's examples, each accepted by the earlier list-and-rules policy.
  it.each(['abcdefghij', '87654321', 'Passw0rd!', 'origina2026'])(
    'refuses %s as easy to guess',
    async (password) => {
      expect(await passwordProblem(password, email, names)).toBe('password_too_weak');
    },
  );

  it.each([
    'contraseña123',
    'Contrasena2025',
    'Guadalajara2024',
    'PrestamoNomina',
    'Quincena2026!',
    'qwertyuiop',
    'teamo123456',
  ])('refuses Spanish words, places and the trade’s words with decoration: %s', async (password) => {
    expect(await passwordProblem(password, email, names)).toBe('password_too_weak');
  });

  it.each(['mariagarcia1', 'Maria.Garcia', 'MariaFernanda1', 'financiera-ejemplo'])(
    'refuses a password built from the e-mail or the name: %s',
    async (password) => {
      expect(await passwordProblem(password, email, names)).toBe('password_contains_personal');
    },
  );

  it.each([
    'Nopal-Azul-Quincena-47',
    'Ximena-Bici-Jacaranda',
    'K7#pq9!Lm2',
    'el nopal de la esquina florece',
  ])('accepts a strong password or passphrase: %s', async (password) => {
    expect(await passwordProblem(password, email, names)).toBeNull();
  });
});
