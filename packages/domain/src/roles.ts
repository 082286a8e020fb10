export const roles = ['promoter', 'reviewer', 'admin', 'compliance'] as const;
export type Role = (typeof roles)[number];
