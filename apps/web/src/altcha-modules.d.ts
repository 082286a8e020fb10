// The ALTCHA widget's translation files register themselves and export nothing.
declare module 'altcha/i18n/es-419';
