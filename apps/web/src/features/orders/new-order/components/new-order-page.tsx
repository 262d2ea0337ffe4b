import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
} from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { digitsOnly } from '@tailor/shared/accounts';
import { PHONE_DIGITS, SNACKBAR_MS, TOAST_MS } from '@tailor/shared/constants';
import { ORDER_CODES, type OrderType } from '@tailor/shared/orders';
import { LeaveGuard, leaveAllowed } from '../../../../components/leave-guard';
import { PageTitle } from '../../../../components/page-title';
import { useToast } from '../../../../components/toast';
import { ApiError } from '../../../../lib/api-client';
import { orderDetailsPath } from '@tailor/shared/app-paths';
import { useMaySeePrices } from '../../../employees';
import { useCreateOrder } from '../api/create-order';
import { useMeasurementUnit } from '../api/get-measurement-templates';
import { afterPaint } from '../lib/after-paint';
import { buildOrderPayload } from '../lib/build-order-payload';
import {
  orderMeasurementWarnings,
  type ProductMeasurementWarnings,
} from '../lib/measurement-warnings';
import { newOrderOutboxEntry, waitingPhotoIds } from '../lib/offline-order';
import { OrderKeptNotice } from './order-kept-notice';
import { OrderAreaContext, type AddEmployeeDialog, type OrderArea } from '../lib/order-area';
import { useMessageText } from '../lib/message-text';
import { lazyResolver } from '../lib/lazy-resolver';
import { FORM_MESSAGES, STEP_FIELDS } from '../lib/order-form-steps';
import { defaultOrderValues, type OrderFormValues } from '../lib/order-form-values';
import { preloadImageSending, useImageUploader } from '../lib/use-image-uploader';
import { useReturningCustomer } from '../lib/use-returning-customer';
import { GenderStep } from './gender-step';
import { OrderStepper, STEP_KEYS } from './order-stepper';
import { StepActions } from './step-actions';
import { useOrderNumber } from '../../../../lib/order-number';
import { useApiErrorText } from '../../../../lib/error-text';
import { useIntentKey } from '../../../../lib/use-intent-key';
import { whenIdle } from '../../../../lib/when-idle';

// A first visit shows the gender step only: the later steps and the confirm dialog load once it
// has rendered and the browser is idle (preloadLaterSteps), so they are here before they are asked for.
const loadCustomerProductsStep = () => import('./customer-products-step');
const loadPaymentStep = () => import('./payment-step');
const loadReviewStep = () => import('./review-step');
const loadConfirmSubmitDialog = () => import('./confirm-submit-dialog');
const CustomerProductsStep = lazy(() =>
  loadCustomerProductsStep().then((module) => ({ default: module.CustomerProductsStep })),
);
const PaymentStep = lazy(() =>
  loadPaymentStep().then((module) => ({ default: module.PaymentStep })),
);
const ReviewStep = lazy(() => loadReviewStep().then((module) => ({ default: module.ReviewStep })));
const ConfirmSubmitDialog = lazy(() =>
  loadConfirmSubmitDialog().then((module) => ({ default: module.ConfirmSubmitDialog })),
);

/** Starts loading the steps after the first; a load that fails is tried again when its step renders. */
function preloadLaterSteps() {
  for (const load of [
    loadCustomerProductsStep,
    loadPaymentStep,
    loadReviewStep,
    loadConfirmSubmitDialog,
  ]) {
    load().catch(() => undefined);
  }
  preloadImageSending();
}

const LAST_STEP = STEP_KEYS.length - 1;

/** The step whose fields hold the first error, for sending the user back to it. */
function firstStepWithError(errors: object): number {
  const index = STEP_FIELDS.findIndex((fields) => fields.some((field) => field in errors));
  return index < 0 ? LAST_STEP : index;
}

/**
 * The new order and alteration order flow: gender, customer and
 * products, payment and delivery, review and submit. One form holds all four steps, so moving
 * between steps 2 to 4 keeps everything typed; the gender cannot change once chosen.
 */
export function NewOrderPage({
  orderType,
  title,
  area = 'shopkeeper',
  addEmployeeDialog = null,
}: {
  orderType: OrderType;
  title: string;
  area?: OrderArea;
  /** Lets the product card add an employee; without it, only listed staff can be chosen. */
  addEmployeeDialog?: AddEmployeeDialog | null;
}) {
  const { t } = useTranslation('newOrder');
  const errorText = useApiErrorText();
  const messageText = useMessageText();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [defaults] = useState(() =>
    defaultOrderValues({
      mobile: digitsOnly(searchParams.get('mobile') ?? '', PHONE_DIGITS),
      customerId: searchParams.get('customer') ?? undefined,
    }),
  );
  // The checks load when the form first checks a field, or when the browser is idle after the
  // first step has drawn (preloadLaterSteps).
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('../lib/order-form-resolver').then((module) => module.orderFormResolver(orderType)),
      ),
    [orderType],
  );
  const form = useForm<OrderFormValues>({ resolver, defaultValues: defaults, mode: 'onTouched' });
  const uploader = useImageUploader(form, { keepOffline: true });
  const returning = useReturningCustomer(form, { keepPerson: area === 'employee' });
  const unit = useMeasurementUnit();
  const createOrder = useCreateOrder();
  const orderNumber = useOrderNumber();

  // Changing a field that shows an error checks it again at once, whichever way it was changed
  // (selects and pickers never blur the way text inputs do).
  const { subscribe, getFieldState, trigger } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (
            type === 'change' &&
            name &&
            getFieldState(name as FieldPath<OrderFormValues>).error
          ) {
            void trigger(name as FieldPath<OrderFormValues>);
          }
        },
      }),
    [subscribe, getFieldState, trigger],
  );

  const [step, setStep] = useState(0);
  useEffect(
    () =>
      whenIdle(() => {
        preloadLaterSteps();
        resolver.preload();
      }),
    [resolver],
  );
  const [stepError, setStepError] = useState<string | null>(null);
  const [lockNotice, setLockNotice] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  /** Whether the confirm dialog has been opened: it stays mounted from then on, to close smoothly. */
  const [confirmShown, setConfirmShown] = useState(false);
  const [unusual, setUnusual] = useState<ProductMeasurementWarnings[]>([]);
  const [submitError, setSubmitError] = useState<string | null>(null);
  /** The customer's name of the order just kept in the outbox, for the screen that says so. */
  // The order the outbox keeps: its customer, and its key to follow it to the server.
  const [keptFor, setKeptFor] = useState<{ customer: string; key: string } | null>(null);
  /** The order's Idempotency-Key: one per opening of the confirm dialog and order sent. */
  const intent = useIntentKey();
  const areaValue = useMemo(() => ({ area, addEmployeeDialog }), [area, addEmployeeDialog]);
  const pricesShown = useMaySeePrices(area === 'employee' ? 'employee' : 'shopkeeper') !== false;

  // Shown in the action bar rather than as a toast, which would cover the buttons on a phone.
  useEffect(() => {
    if (!lockNotice) return;
    const timer = setTimeout(() => setLockNotice(false), SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [lockNotice]);

  // The next step is drawn as a transition: the current one stays, and answers, until it is ready.
  const scrollOnShow = useRef(false);
  const showStep = (next: number) => {
    scrollOnShow.current = true;
    startTransition(() => {
      setStepError(null);
      setLockNotice(false);
      setStep(next);
    });
  };

  // The step shown is seen from its top: the page goes there at once, in the commit that draws it,
  // so Back and Next/Submit order move once, with their labels. A smooth scroll started before the
  // step was drawn went on while the page's height changed under it: for some frames the step bar
  // moved up and down by its gap from the page's foot, and a tap on Submit order pressed on the
  // button and was let go beside it, which the browser answers with no click at all.
  useLayoutEffect(() => {
    if (!scrollOnShow.current) return;
    scrollOnShow.current = false;
    window.scrollTo?.({ top: 0, behavior: 'instant' });
  }, [step]);

  const goTo = (target: number) => {
    if (target === step) return;
    if (target === 0) {
      setLockNotice(true);
      return;
    }
    if (target < step) showStep(target);
  };

  const back = () => goTo(step - 1);

  // 'Please correct the errors' takes the user to the first field to correct, on the page's order
  // (react-hook-form's own focus follows the order the fields registered in, and misses radios).
  const stepSection = useRef<HTMLElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    const bad = stepSection.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!bad) return;
    const target = bad.matches('input, textarea, select, button')
      ? bad
      : (bad.querySelector<HTMLElement>('input, textarea, select, button') ?? bad);
    target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    target.focus({ preventScroll: true });
  }, [focusRequest, step]);

  // The number field is drawn on the first two steps, each its own: while the next step is
  // checked and drawn, the first one stays and may be typed in, and the field typed in is then
  // replaced under the caret. The typing goes on in the new step's field, at the same place, in
  // the commit that swaps them; else the keys typed after it went nowhere, and a number typed at
  // once (a pasted or filled one) could be lost whole.
  const typingIn = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const noteTyping = (event: FocusEvent<HTMLElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
      typingIn.current = target.name ? target : null;
    }
  };
  const leaveTyping = (event: FocusEvent<HTMLElement>) => {
    if (event.target === typingIn.current) typingIn.current = null;
  };
  useLayoutEffect(() => {
    const left = typingIn.current;
    if (!left || left.isConnected) return;
    typingIn.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const same = [
      ...(stepSection.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input, textarea',
      ) ?? []),
    ].find((field) => field.name === left.name && field.type === left.type);
    if (!same) return;
    same.focus({ preventScroll: true });
    // Only text-like fields have a caret (a tel or text field has; a number field has not).
    if (left.selectionStart !== null) {
      same.setSelectionRange(
        left.selectionStart,
        left.selectionEnd,
        left.selectionDirection ?? undefined,
      );
    }
  }, [step]);

  const checkStep = async (index: number): Promise<boolean> => {
    const fields = STEP_FIELDS[index] as unknown as FieldPath<OrderFormValues>[];
    const valid = await form.trigger(fields);
    if (valid) return true;
    setFocusRequest((n) => n + 1);
    if (index === 1 && form.getValues('products').length === 0) {
      setStepError(ORDER_CODES.ORDER_NO_PRODUCTS);
    } else if (index > 0) {
      setStepError(FORM_MESSAGES.correctErrors);
    }
    return false;
  };

  const next = async () => {
    setStepError(null);
    await afterPaint();
    if (step < LAST_STEP) {
      if (await checkStep(step)) showStep(step + 1);
      return;
    }
    // The review: check every step again (an upload may have failed meanwhile).
    if (!(await form.trigger())) {
      const target = firstStepWithError(form.formState.errors);
      setStep(target);
      setFocusRequest((n) => n + 1);
      if (target > 0) setStepError(FORM_MESSAGES.correctErrors);
      return;
    }
    setSubmitError(null);
    setUnusual(
      orderMeasurementWarnings(form.getValues('products'), returning.lastMeasurements, unit),
    );
    intent.renew();
    setConfirmShown(true);
    setConfirmOpen(true);
  };

  const submitErrorText = (error: unknown): string => {
    if (
      error instanceof ApiError &&
      error.kind === 'http' &&
      error.status !== null &&
      error.status < 500
    ) {
      return errorText(error) ?? t('submit.failed');
    }
    return t('submit.failed');
  };

  const confirm = async () => {
    const values = form.getValues();
    const waiting = waitingPhotoIds(values);
    const payload = buildOrderPayload(values, orderType, unit);
    // A retry of the same data in this opening carries the same key; a tap while it is on its
    // way sends nothing.
    let key = '';
    const sending = intent.send({ payload, waiting }, ({ idempotencyKey }) => {
      key = idempotencyKey;
      return createOrder.mutateAsync({
        payload,
        outboxEntry: newOrderOutboxEntry({ values, payload, idempotencyKey, uploader }),
        photosWaiting: waiting.length > 0,
      });
    });
    if (!sending) return;
    setSubmitError(null);
    try {
      const order = await sending;
      setConfirmOpen(false);
      if (!order) {
        // The outbox sends the photos kept here from now on.
        uploader.handOver();
        setKeptFor({ customer: payload.customer.name, key });
        window.scrollTo?.({ top: 0 });
        return;
      }
      toast.show(t('submit.success', { number: orderNumber(order.order_number) }), {
        severity: 'success',
        durationMs: TOAST_MS,
      });
      navigate(orderDetailsPath(area, order._id), { state: { ...leaveAllowed, printTags: true } });
    } catch (error) {
      setSubmitError(submitErrorText(error));
    }
  };

  // A new order needs prices: staff who may not set them take alteration orders only.
  if (!pricesShown && orderType === 'new') {
    return (
      <Stack spacing={3}>
        <PageTitle>{title}</PageTitle>
        <Alert severity="info" data-testid="prices-hidden">
          {t('pricesHidden.newOrder')}
        </Alert>
        <div>
          <Button component={RouterLink} to="/employee/add-alteration-order" variant="contained">
            {t('pricesHidden.takeAlteration')}
          </Button>
        </div>
      </Stack>
    );
  }

  const takeAnother = () => {
    form.reset(defaultOrderValues());
    setKeptFor(null);
    showStep(0);
  };

  if (keptFor !== null) {
    return (
      <Stack spacing={3}>
        <PageTitle>{title}</PageTitle>
        <OrderKeptNotice
          customer={keptFor.customer}
          idempotencyKey={keptFor.key}
          area={area}
          onTakeAnother={takeAnother}
        />
      </Stack>
    );
  }

  return (
    <OrderAreaContext.Provider value={areaValue}>
      <FormProvider {...form}>
        <LeaveGuard when={step > 0 || form.formState.isDirty} />
        <Stack spacing={3}>
          <div>
            <PageTitle>{title}</PageTitle>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {t(orderType === 'alteration' ? 'subtitle.alteration' : 'subtitle.new')}
            </Typography>
          </div>
          <OrderStepper step={step} onSelect={goTo} />
          <section
            ref={stepSection}
            aria-label={t(`steps.${STEP_KEYS[step]}`)}
            onFocus={noteTyping}
            onBlur={leaveTyping}
          >
            {step === 0 && <GenderStep returning={returning} />}
            <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
              {step === 1 && (
                <CustomerProductsStep
                  orderType={orderType}
                  uploader={uploader}
                  returning={returning}
                />
              )}
              {step === 2 && <PaymentStep orderType={orderType} />}
              {step === 3 && (
                <ReviewStep orderType={orderType} onEdit={goTo} submitError={submitError} />
              )}
            </Suspense>
          </section>
          <StepActions
            step={step}
            lastStep={LAST_STEP}
            busy={createOrder.isPending}
            onBack={back}
            onNext={() => void next()}
            notice={
              stepError
                ? { severity: 'error', text: messageText(stepError) ?? stepError }
                : lockNotice
                  ? { severity: 'warning', text: t('gender.locked') }
                  : null
            }
          />
        </Stack>
        {confirmShown && (
          <Suspense fallback={null}>
            <ConfirmSubmitDialog
              open={confirmOpen}
              pending={createOrder.isPending}
              error={submitError}
              warnings={unusual}
              onCancel={() => setConfirmOpen(false)}
              onConfirm={() => void confirm()}
            />
          </Suspense>
        )}
      </FormProvider>
    </OrderAreaContext.Provider>
  );
}
