export const roles = ['promoter', 'reviewer', 'admin'] as const;
export type Role = (typeof roles)[number];
