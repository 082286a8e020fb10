import { rolesAllowedTo } from '@origina/domain/lifecycle-verdicts';
import { renewableLoanSearchSchema, renewableLoansSchema } from '@origina/domain/renewable-loans';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { errorResponses } from '../../http.js';
import { findRenewableLoans } from './renewable-loans.js';

export async function renewableLoanRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // A POST that changes nothing: the CURP is personal data and stays out of the URL.
  api.post(
    '/api/v1/promoter/renewable-loans/search/',
    {
      // Whoever may renew a loan at all (the lifecycle's `renew`); 401 and 403 come before the
      // body is read.
      onRequest: app.requireRole(...rolesAllowedTo('renew')),
      schema: {
        tags: ['applications'],
        operationId: 'searchRenewableLoans',
        summary:
          "A customer's disbursed loans the caller may renew, found by CURP (in the body, kept out of URLs and logs): its own promoter's, or any for an admin; each names its renewal under way. Audited",
        security: [{ bearer: [] }],
        body: renewableLoanSearchSchema,
        response: { 200: renewableLoansSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const principal = request.principal!;
      const results = await findRenewableLoans(
        context.db,
        { role: principal.role, userId: principal.userId },
        request.body.curp,
        { ip: request.ip, today: context.today() },
      );
      reply.header('cache-control', 'no-store');
      return { results };
    },
  );
}
