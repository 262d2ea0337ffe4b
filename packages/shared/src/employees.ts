import { z } from 'zod';
import { nameField } from './accounts';
import { phoneSchema } from './auth';

/** Wire values of DESIGN §8. */
export const POSITIONS = ['manager', 'tailor', 'assistant', 'other'] as const;
export type Position = (typeof POSITIONS)[number];

export const SPECIALIZATIONS = ["men's wear", "women's wear", 'embroidery', 'alteration', 'all types'] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];

/** Longest experience accepted, in whole years. */
export const MAX_EXPERIENCE_YEARS = 80;

const optionalEmail = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : undefined))
  .pipe(z.email('Enter a valid email address').optional());

/**
 * POST /add_employee: creates an employee, or updates the one named by `_id`.
 * Spec §5: name, phone, experience and specialization are required; email and position are not
 * (position defaults to tailor).
 */
export const addEmployeeSchema = z.object({
  _id: z.string().optional(),
  name: nameField('Name'),
  phone: phoneSchema,
  email: optionalEmail,
  position: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v) => (v ? v : 'tailor'))
    .pipe(z.enum(POSITIONS, 'Select a valid position')),
  experience: z
    .number({ error: 'Experience is required' })
    .int('Experience must be a whole number of years')
    .min(0, 'Experience cannot be negative')
    .max(MAX_EXPERIENCE_YEARS, `Experience must be at most ${MAX_EXPERIENCE_YEARS} years`),
  specialization: z
    .string({ error: 'Specialization is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Specialization is required')
    .pipe(z.enum(SPECIALIZATIONS, 'Select a valid specialization')),
});
export type AddEmployeeInput = z.input<typeof addEmployeeSchema>;
export type AddEmployee = z.output<typeof addEmployeeSchema>;

/** One employee as the API answers it. Invited employees may have no experience or specialization yet. */
export const employeeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  position: z.enum(POSITIONS),
  experience: z.number().int().nullable(),
  specialization: z.enum(SPECIALIZATIONS).nullable(),
  active: z.boolean(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** GET /get_employees: the shop's active employees, by name. */
export const employeeListSchema = z.object({ employees: z.array(employeeSchema) });
export type EmployeeList = z.infer<typeof employeeListSchema>;
