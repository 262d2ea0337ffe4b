import { z } from 'zod';
import { addEmployeeSchema } from '@tailor/shared/employees';

export const EXPERIENCE_REQUIRED = 'Experience is required';
export const EXPERIENCE_WHOLE_YEARS = 'Experience must be a whole number of years';

/** The add-employee form: typed text in, the POST /add_employee body out (spec §5 rules). */
export const employeeFormSchema = addEmployeeSchema.omit({ _id: true, email: true }).extend({
  experience: z
    .string()
    .trim()
    .min(1, EXPERIENCE_REQUIRED)
    .regex(/^\d+$/, EXPERIENCE_WHOLE_YEARS)
    .transform(Number)
    .pipe(addEmployeeSchema.shape.experience),
  specialization: addEmployeeSchema.shape.specialization,
});

export type EmployeeFormInput = z.input<typeof employeeFormSchema>;
export type EmployeeFormOutput = z.output<typeof employeeFormSchema>;

export const emptyEmployeeForm: EmployeeFormInput = {
  name: '',
  phone: '',
  position: 'tailor',
  experience: '',
  specialization: '',
};
