// SPEC §2 route table.
export const paths = {
  root: '/',
  notFound: '/404',
  auth: {
    login: '/auth/login',
    register: '/auth/register',
    registerSuccess: '/auth/register/success',
    forgotPassword: '/auth/forgot-password',
    forgotPasswordSuccess: '/auth/forgot-password/success',
    forgotPasswordError: '/auth/forgot-password/error',
    resetPasswordSuccess: '/auth/reset-password/success',
  },
  dashboard: {
    root: '/dashboard',
    inbox: '/dashboard/inbox',
    simulator: '/dashboard/simulador',
    newApplication: '/dashboard/nueva-solicitud',
    myApplications: '/dashboard/mis-solicitudes',
    review: '/dashboard/revision',
    accounts: '/dashboard/admin/cuentas',
    audit: '/dashboard/admin/auditoria',
    catalogues: '/dashboard/admin/catalogos',
    contractTemplates: '/dashboard/admin/plantillas',
    disbursements: '/dashboard/admin/dispersiones',
    lenderProfile: '/dashboard/admin/perfil-otorgante',
  },
} as const;
