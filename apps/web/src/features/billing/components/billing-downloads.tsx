import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderNumber } from '../../../lib/order-number';
import { useSessionValue } from '../../../lib/session';
import { useDownloadCustomerBill } from '../api/download-customer-bill';
import { useDownloadReceipt } from '../api/download-receipt';
import { useDownloadShopBill } from '../api/download-shop-bill';
import type { BillableOrder, BillDownload } from '../lib/billable-order';
import type { BillingMenuItem } from './billing-downloads-menu';

const loadMenu = () => import('./billing-downloads-menu');
const BillingDownloadsMenu = lazy(() =>
  loadMenu().then((module) => ({ default: module.BillingDownloadsMenu })),
);
/** Fetches the menu's code ahead of the press (pointed at or focused); a failure waits for the press. */
const preloadMenu = () => void loadMenu().catch(() => undefined);

/**
 * The staff order detail's PDFs: the bill's shop copy, its customer copy and the
 * payment receipt, behind one menu button. Shopkeepers only. While a file downloads the
 * button spins and the menu waits; a failure shows nothing. The menu's code loads with the first
 * press, or as the button is pointed at or focused; once shown, the menu stays mounted, so it
 * closes as before.
 */
export function BillingDownloads({ order }: { order: BillableOrder }) {
  const { t } = useTranslation('billing');
  const role = useSessionValue('role');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuShown, setMenuShown] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const shopBill = useDownloadShopBill();
  const customerBill = useDownloadCustomerBill();
  const receipt = useDownloadReceipt();
  const orderNumber = useOrderNumber();
  const download: BillDownload = { order, orderNumber: orderNumber(order.order_number) };
  const busy = shopBill.isPending || customerBill.isPending || receipt.isPending;

  if (role !== 'shopkeeper') return null;

  const choose = (run: () => void) => {
    setAnchor(null);
    run();
  };

  const items: BillingMenuItem[] = [
    {
      key: 'shop',
      label: t('shopCopy'),
      icon: <StorefrontOutlinedIcon fontSize="small" />,
      run: () => shopBill.mutate(download),
      disabled: false,
    },
    {
      key: 'customer',
      label: t('customerCopy'),
      icon: <RequestQuoteOutlinedIcon fontSize="small" />,
      run: () => customerBill.mutate(download),
      // The customer copy is opened with the order's share token; without one there is nothing to fetch.
      disabled: !order.share_token.trim(),
    },
    {
      key: 'receipt',
      label: t('receipt'),
      icon: <ReceiptLongOutlinedIcon fontSize="small" />,
      run: () => receipt.mutate(download),
      disabled: false,
    },
  ];

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        size="large"
        startIcon={
          busy ? <CircularProgress size={18} color="inherit" /> : <PictureAsPdfOutlinedIcon />
        }
        endIcon={<ArrowDropDownIcon />}
        // The name starts with the word on the button (WCAG 2.5.3); while busy the button says so.
        aria-label={busy ? undefined : t('menuLabel')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-busy={busy}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setMenuShown(true);
        }}
      >
        {busy ? t('busy') : t('menu')}
      </Button>
      {menuShown && (
        <Suspense fallback={null}>
          <BillingDownloadsMenu
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            items={items}
            busy={busy}
            onChoose={choose}
          />
        </Suspense>
      )}
    </>
  );
}
