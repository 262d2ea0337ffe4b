import {
  addEmployeeSchema,
  assignedProductsQuerySchema,
  assignedProductsSchema,
  employeeDetailSchema,
  employeeListQuerySchema,
  employeeListSchema,
  savedEmployeeSchema,
} from '@tailor/shared/employees';
import { assigneeListSchema, employeeDetailsSchema } from '@tailor/shared/employee-area';
import { positionPermissionSchema } from '@tailor/shared/settings-responses';
import { permissionsOf } from './position-permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/error-responses';
import { storeCallerOf } from '../../plugins/auth';
import {
  getEmployeeDetail,
  getOwnEmployeeDetails,
  listAssignedProducts,
  listAssignees,
  listEmployees,
  saveEmployee,
  setEmployeeActive,
} from './employees.service';

const errors = errorResponses(400, 401, 403, 404, 409);
/** The employee area's own routes never answer 409. */
const employeeAreaErrors = errorResponses(400, 401, 403, 404);
const idParams = z.object({ id: z.string() });

export function employeeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const shopkeeper = ctx.guard({ roles: ['shopkeeper'], store: true });
  const member = ctx.guard({ roles: ['shopkeeper', 'employee'], store: true });
  const employee = ctx.guard({ roles: ['employee'], store: true });
  const { db, clock, sms } = ctx;
  const publicUrl = ctx.config.publicUrl;

  return async (app) => {
    app.post(
      '/add_employee',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['employees'],
          summary:
            'Add an employee (201), optionally inviting them to sign in (send_invite: sms or link), or update the one named by _id (200)',
          body: addEmployeeSchema,
          response: { 200: savedEmployeeSchema, 201: savedEmployeeSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { employee, created } = await saveEmployee({
          db,
          clock,
          sms,
          log: request.log,
          publicUrl,
          caller: storeCallerOf(request),
          input: request.body,
        });
        return reply.code(created ? 201 : 200).send(employee);
      },
    );

    app.get(
      '/get_employees',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['employees'],
          summary: "The shop's active employees (include_inactive=true: all), by name",
          querystring: employeeListQuerySchema,
          response: { 200: employeeListSchema },
        },
      },
      (request) =>
        listEmployees({
          db,
          clock,
          storeId: storeCallerOf(request).store_id,
          includeInactive: request.query.include_inactive,
        }),
    );

    app.get(
      '/assignees',
      {
        preHandler: member,
        schema: {
          tags: ['employees'],
          summary:
            "Who a product line can be assigned to: the active staff and the shop owner ('Me' for the owner), by name",
          response: { 200: assigneeListSchema, ...errors },
        },
      },
      (request) => listAssignees({ db, caller: storeCallerOf(request) }),
    );

    app.get(
      '/employee/assignees',
      {
        preHandler: employee,
        schema: {
          tags: ['employee area'],
          summary:
            'The active staff of the selected store by name, to assign the product lines of a new order to',
          response: { 200: assigneeListSchema, ...employeeAreaErrors },
        },
      },
      (request) => listAssignees({ db, caller: storeCallerOf(request) }),
    );

    app.get(
      '/get_employee_details',
      {
        preHandler: employee,
        schema: {
          tags: ['employee area'],
          summary: "The caller's own employee record in the selected store",
          response: { 200: employeeDetailsSchema, ...employeeAreaErrors },
        },
      },
      (request) => getOwnEmployeeDetails({ db, caller: storeCallerOf(request) }),
    );

    app.get(
      '/my_permissions',
      {
        preHandler: member,
        schema: {
          tags: ['employees'],
          summary:
            "What the caller may do with money in the selected shop (the shopkeeper: everything; staff: their position's settings)",
          response: { 200: positionPermissionSchema, ...errors },
        },
      },
      (request) => permissionsOf(db, storeCallerOf(request)),
    );

    app.get(
      '/employees/:id',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['employees'],
          summary: 'One employee of the shop, active or not, with counts of their assigned work',
          params: idParams,
          response: { 200: employeeDetailSchema, ...errors },
        },
      },
      (request) =>
        getEmployeeDetail({
          db,
          clock,
          storeId: storeCallerOf(request).store_id,
          employeeId: request.params.id,
        }),
    );

    const activeSwitches = [
      {
        url: '/employees/:id/deactivate',
        active: false,
        summary: "End an employee's access to the shop at once; their record and history stay",
      },
      {
        url: '/employees/:id/activate',
        active: true,
        summary: 'Give a deactivated employee access to the shop again',
      },
    ] as const;
    for (const { url, active, summary } of activeSwitches) {
      app.put(
        url,
        {
          preHandler: shopkeeper,
          schema: {
            tags: ['employees'],
            summary,
            params: idParams,
            response: { 200: employeeDetailSchema, ...errors },
          },
        },
        (request) =>
          setEmployeeActive({
            db,
            clock,
            storeId: storeCallerOf(request).store_id,
            employeeId: request.params.id,
            active,
          }),
      );
    }

    app.get(
      '/get_assigned_products/:employeeId',
      {
        preHandler: shopkeeper,
        schema: {
          tags: ['employees'],
          summary: 'The product lines assigned to one employee, newest orders first',
          params: z.object({ employeeId: z.string() }),
          querystring: assignedProductsQuerySchema,
          response: { 200: assignedProductsSchema, ...errors },
        },
      },
      (request) =>
        listAssignedProducts({
          db,
          storeId: storeCallerOf(request).store_id,
          employeeId: request.params.employeeId,
          query: request.query,
        }),
    );
  };
}
