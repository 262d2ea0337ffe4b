// What other features may use from employees.
export { useMayCollectPayments } from './api/get-my-permissions';
export { EmployeeFormDialog } from './components/employee-form-dialog';
