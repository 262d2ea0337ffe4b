import type { Position } from '@tailor/shared/employees';
import { useAssignees } from '../api/get-assignees';
import { useEmployees } from '../api/get-employees';
import { useOrderArea } from './order-area';

export type StaffChoice = { _id: string; name: string; position: Position; isMe: boolean };

export type StaffChoices = {
  list: StaffChoice[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
};

/** Who a product line can be assigned to, from the list the caller's role may read. */
export function useStaffChoices(): StaffChoices {
  const { area } = useOrderArea();
  const employees = useEmployees({ enabled: area === 'shopkeeper' });
  const assignees = useAssignees({ enabled: area === 'employee' });
  if (area === 'employee') {
    return {
      list: (assignees.data?.employees ?? []).map(({ _id, name, position, is_me }) => ({
        _id,
        name,
        position,
        isMe: is_me,
      })),
      isPending: assignees.isPending,
      isError: assignees.isError,
      refetch: () => void assignees.refetch(),
    };
  }
  return {
    list: (employees.data?.employees ?? []).map(({ _id, name, position }) => ({
      _id,
      name,
      position,
      isMe: false,
    })),
    isPending: employees.isPending,
    isError: employees.isError,
    refetch: () => void employees.refetch(),
  };
}
