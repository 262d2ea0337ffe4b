import { addEmployeeSchema, employeeListSchema, employeeSchema } from '@tailor/shared/employees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { storeCallerOf } from '../../plugins/auth';
import { listEmployees, saveEmployee } from './employees.service';

export function employeeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const shopkeeper = ctx.guard({ roles: ['shopkeeper'], store: true });

  return async (app) => {
    app.post(
      '/add_employee',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['employees'],
          summary: 'Add an employee (201), or update the one named by _id (200)',
          body: addEmployeeSchema,
          response: { 200: employeeSchema, 201: employeeSchema },
        },
      },
      async (request, reply) => {
        const { employee, created } = await saveEmployee({ db: ctx.db, storeId: storeCallerOf(request).store_id, input: request.body });
        return reply.code(created ? 201 : 200).send(employee);
      },
    );

    app.get(
      '/get_employees',
      {
        preHandler: shopkeeper,
        schema: { tags: ['employees'], summary: "The shop's active employees, by name", response: { 200: employeeListSchema } },
      },
      (request) => listEmployees({ db: ctx.db, storeId: storeCallerOf(request).store_id }),
    );
  };
}
