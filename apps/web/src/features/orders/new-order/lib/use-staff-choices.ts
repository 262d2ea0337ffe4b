import type { Position } from '@tailor/shared/employees-rules';
import { useAssignees } from '../api/get-assignees';

export type StaffChoice = {
  _id: string;
  name: string;
  position: Position;
  isMe: boolean;
  /** The shop owner, who can take garments too ('Me' to the owner). */
  isOwner: boolean;
};

export type StaffChoices = {
  list: StaffChoice[];
  isPending: boolean;
  /** Nothing to offer: the staff could not be loaded and none are kept from before. */
  failed: boolean;
  refetch: () => void;
};

/**
 * Who a product line can be assigned to, for the shopkeeper and employees alike: the active staff
 * and the shop owner, the caller's own entry first.
 */
export function useStaffChoices(): StaffChoices {
  const assignees = useAssignees();
  const list = (assignees.data?.employees ?? []).map(
    ({ _id, name, position, is_me, is_owner }) => ({
      _id,
      name,
      position,
      isMe: is_me,
      isOwner: is_owner ?? false,
    }),
  );
  return {
    list: [...list.filter((c) => c.isMe), ...list.filter((c) => !c.isMe)],
    isPending: assignees.isPending,
    // A refetch that fails (no connection, the app started from the answers kept on this phone)
    // leaves the last known staff on offer, as every screen keeps its last answer.
    failed: assignees.isError && assignees.data === undefined,
    refetch: () => void assignees.refetch(),
  };
}
