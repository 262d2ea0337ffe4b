import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BadgeIcon from '@mui/icons-material/Badge';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EngineeringIcon from '@mui/icons-material/Engineering';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import GroupIcon from '@mui/icons-material/Group';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import PaymentsIcon from '@mui/icons-material/Payments';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SellIcon from '@mui/icons-material/Sell';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { AppArea } from '@tailor/shared/app-paths';
import type { ReactElement } from 'react';

export type { AppArea };

export type NavItem = { to: string; labelKey: string; icon: ReactElement };

/** The navigation drawer's entries for each area, in the order shown. */
export const NAV_ITEMS: Record<AppArea, NavItem[]> = {
  shopkeeper: [
    { to: '/app/dashboard', labelKey: 'nav.dashboard', icon: <DashboardIcon /> },
    { to: '/app/new-order', labelKey: 'nav.newOrder', icon: <AddCircleOutlineIcon /> },
    { to: '/app/order_list', labelKey: 'nav.orders', icon: <ReceiptLongIcon /> },
    { to: '/app/trials', labelKey: 'nav.trials', icon: <EventAvailableIcon /> },
    { to: '/app/capacity', labelKey: 'nav.capacity', icon: <CalendarMonthIcon /> },
    { to: '/app/customer', labelKey: 'nav.customers', icon: <GroupIcon /> },
    { to: '/app/takings', labelKey: 'nav.takings', icon: <PaymentsIcon /> },
    { to: '/app/day-book', labelKey: 'nav.dayBook', icon: <MenuBookIcon /> },
    { to: '/app/outstanding', labelKey: 'nav.outstanding', icon: <PendingActionsIcon /> },
    { to: '/app/earnings', labelKey: 'nav.earnings', icon: <TrendingUpIcon /> },
    { to: '/app/employee-list', labelKey: 'nav.employees', icon: <BadgeIcon /> },
    { to: '/app/karigars', labelKey: 'nav.karigars', icon: <EngineeringIcon /> },
    { to: '/app/invites', labelKey: 'nav.invites', icon: <MailOutlineIcon /> },
    { to: '/app/account', labelKey: 'nav.account', icon: <AccountCircleIcon /> },
    { to: '/app/pricing', labelKey: 'nav.pricing', icon: <SellIcon /> },
  ],
  employee: [
    { to: '/employee/dashboard', labelKey: 'nav.dashboard', icon: <DashboardIcon /> },
    { to: '/employee/new-order', labelKey: 'nav.newOrder', icon: <AddCircleOutlineIcon /> },
    { to: '/employee/orders', labelKey: 'nav.myOrders', icon: <AssignmentIcon /> },
    { to: '/employee/created-orders', labelKey: 'nav.createdOrders', icon: <NoteAddIcon /> },
    { to: '/employee/trials', labelKey: 'nav.trials', icon: <EventAvailableIcon /> },
    { to: '/employee/wages', labelKey: 'nav.myWages', icon: <PaymentsOutlinedIcon /> },
    { to: '/employee/capacity', labelKey: 'nav.capacity', icon: <CalendarMonthIcon /> },
    { to: '/employee/invites', labelKey: 'nav.invites', icon: <MailOutlineIcon /> },
    { to: '/employee/account', labelKey: 'nav.account', icon: <AccountCircleIcon /> },
  ],
};

/** Whether a drawer entry is the current page (its own path or one below it). */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
