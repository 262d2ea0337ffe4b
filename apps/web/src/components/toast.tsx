import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { TOAST_MS } from '@tailor/shared/constants';

export type ToastOptions = { severity?: AlertColor; durationMs?: number };
export type Toast = { show(message: string, options?: ToastOptions): void };

type ToastState = { key: number; message: string; severity: AlertColor; durationMs: number };

const ToastContext = createContext<Toast | null>(null);

/** One toast at a time; a new one replaces the old (3000 ms unless told). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((message: string, options: ToastOptions = {}) => {
    setToast({
      key: Date.now(),
      message,
      severity: options.severity ?? 'info',
      durationMs: options.durationMs ?? TOAST_MS,
    });
    setOpen(true);
  }, []);

  const value = useMemo(() => ({ show }), [show]);

  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <ToastContext.Provider value={value}>
      {children}
      {toast && (
        <Snackbar
          key={toast.key}
          open={open}
          autoHideDuration={toast.durationMs}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert onClose={close} severity={toast.severity} variant="filled" sx={{ width: '100%' }}>
            {toast.message}
          </Alert>
        </Snackbar>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside ToastProvider');
  return toast;
}
