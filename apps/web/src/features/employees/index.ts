// What other features may use from employees.
export { useMayCollectPayments, useMaySeePrices } from './api/get-my-permissions';
export { EmployeeFormDialog } from './components/employee-form-dialog';
export { useEmployeeList } from './api/get-employees';
