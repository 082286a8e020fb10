// Accents and case do not matter when searching ("mexico" finds "México", "comision" finds
// "Comisión"): the server's search columns and the help panel's search fold text the same way.
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
