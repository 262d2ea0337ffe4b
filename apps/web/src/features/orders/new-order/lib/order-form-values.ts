import type { Gender, Relation } from '@tailor/shared/customers-rules';
import { todayInShopZone } from '@tailor/shared/dates';
import type { OrderType, PaymentType } from '@tailor/shared/orders/constants';
import { newIdempotencyKey } from '../../../../lib/api-client';
import type { TrialValue } from './trial-value';

/** The garment select's value for a product that is not in the templates (free text name). */
export const OTHER_GARMENT = '__other__';

/** 'waiting': it could not reach the server and is kept on this phone, to go with the order. */
export type ImageStatus = 'uploading' | 'done' | 'error' | 'waiting';

/** One picked image: uploaded at once, shown from a local preview while the form is open. */
export interface ImageItem {
  localId: string;
  fileName: string;
  previewUrl: string;
  status: ImageStatus;
  /** 0 to 1 */
  progress: number;
  /** The id POST /upload_image answered, once done. */
  id: string | null;
  /** Why the upload failed: an API error code (see lib/error-text), or '' when unknown. */
  error: string | null;
}

export interface MeasurementEntry {
  name: string;
  value: string;
}

export interface ProductValues {
  /** Stable for the product's life in the form: uploads find their product by it. */
  key: string;
  /** A template garment's English name, OTHER_GARMENT, or '' before choosing. */
  garment: string;
  /** The product name typed when the garment is OTHER_GARMENT. */
  customName: string;
  price: string;
  measurements: MeasurementEntry[];
  note: string;
  images: ImageItem[];
  /** An employee id from GET /get_employees. */
  assignedTo: string;
  /** The measurements came from the customer's last order of this garment. */
  prefilled: boolean;
}

/**
 * Who the order is for. One phone often holds a family: `id` is the person chosen among those on
 * the number, `newPerson` says it is someone new on it (with their `relation`); neither (or a
 * draft saved before families were kept) leaves it to the number and the name.
 */
export interface CustomerValues {
  mobile_no: string;
  name: string;
  address: string;
  id?: string;
  newPerson?: boolean;
  relation?: Relation | '';
  /** Someone new's date of birth, 'YYYY-MM-DD', optional. */
  dateOfBirth?: string;
}

export interface OrderFormValues {
  gender: Gender | '';
  customer: CustomerValues;
  products: ProductValues[];
  advancePayment: string;
  paymentType: PaymentType | '';
  orderDate: string;
  dueDate: string;
  /** The optional trial (fitting); absent in a draft saved before trials existed. */
  trial?: TrialValue;
}

export type { OrderType };

export function newProduct(): ProductValues {
  return {
    key: newIdempotencyKey(),
    garment: '',
    customName: '',
    price: '',
    measurements: [],
    note: '',
    images: [],
    assignedTo: '',
    prefilled: false,
  };
}

export function defaultOrderValues(
  options: { mobile?: string; customerId?: string; today?: string } = {},
): OrderFormValues {
  return {
    gender: '',
    customer: {
      mobile_no: options.mobile ?? '',
      name: '',
      address: '',
      id: options.mobile ? (options.customerId ?? '') : '',
      newPerson: false,
      relation: '',
      dateOfBirth: '',
    },
    products: [newProduct()],
    advancePayment: '',
    paymentType: '',
    orderDate: options.today ?? todayInShopZone(),
    dueDate: '',
    trial: { day: '', time: '' },
  };
}

/** The name the product line goes out with. */
export function productNameOf(product: Pick<ProductValues, 'garment' | 'customName'>): string {
  return product.garment === OTHER_GARMENT ? product.customName.trim() : product.garment;
}
