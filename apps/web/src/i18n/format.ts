import { type AppLanguage, dateLocale } from './i18n.js';

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

export const formatMoney = (amount: number) => money.format(amount);

export const formatDate = (value: Date | string, language: AppLanguage) =>
  new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'medium' }).format(new Date(value));
