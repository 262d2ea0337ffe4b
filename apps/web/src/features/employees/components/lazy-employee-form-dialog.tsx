import { lazy, Suspense, type ComponentProps } from 'react';

const EmployeeFormDialog = lazy(() =>
  import('./employee-form-dialog').then((module) => ({ default: module.EmployeeFormDialog })),
);

/** The add or edit employee dialog, its code (and the form library) loaded when first shown. */
export function LazyEmployeeFormDialog(props: ComponentProps<typeof EmployeeFormDialog>) {
  return (
    <Suspense fallback={null}>
      <EmployeeFormDialog {...props} />
    </Suspense>
  );
}
