/**
 * The bank a CLABE names (its first three digits are Banxico's code of the receiving bank), when
 * the catalogue knows it and the chosen bank is not already that one; null when there is nothing
 * to change (too few digits, a code the catalogue lacks, the same bank).
 */
export function bankFromClabe(
  clabe: unknown,
  bank: unknown,
  banks: readonly { code: string }[] | undefined,
): string | null {
  const digits = String(clabe ?? '').replace(/\s/g, '');
  if (!/^\d{3}/.test(digits)) return null;
  const code = digits.slice(0, 3);
  if (code === bank || !banks?.some((candidate) => candidate.code === code)) return null;
  return code;
}
