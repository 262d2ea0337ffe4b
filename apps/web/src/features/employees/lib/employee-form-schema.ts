import { addEmployeeSchema, EMPLOYEE_CODES, type Employee } from '@tailor/shared/employees';
import { z } from 'zod';

/**
 * The Add/Edit Employee form: typed text in, the POST /add_employee body out. Name,
 * phone, experience and specialization are required; email and position are optional.
 */
export const employeeFormSchema = addEmployeeSchema.omit({ _id: true }).extend({
  experience: z
    .string()
    .trim()
    .min(1, EMPLOYEE_CODES.EMPLOYEE_EXPERIENCE_REQUIRED)
    .regex(/^\d+$/, EMPLOYEE_CODES.EMPLOYEE_EXPERIENCE_WHOLE)
    .transform(Number)
    .pipe(addEmployeeSchema.shape.experience),
});

export type EmployeeFormInput = z.input<typeof employeeFormSchema>;
export type EmployeeFormOutput = z.output<typeof employeeFormSchema>;

export const emptyEmployeeForm: EmployeeFormInput = {
  name: '',
  phone: '',
  email: '',
  position: 'tailor',
  experience: '',
  specialization: '',
};

/** The form filled with an employee's details, for editing. */
export function employeeFormValues(employee: Employee): EmployeeFormInput {
  return {
    name: employee.name,
    phone: employee.phone,
    email: employee.email ?? '',
    position: employee.position,
    experience: employee.experience === null ? '' : String(employee.experience),
    specialization: employee.specialization ?? '',
  };
}
