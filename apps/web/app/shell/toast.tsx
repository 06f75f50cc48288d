import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { Icon } from './icons.tsx';

/** Requirements §constants.times: a notification stays 5 seconds, or until closed. */
export const toastDurationMs = 5000;

interface ToastApi {
  show(message: string): void;
}

const ToastContext = createContext<ToastApi>({ show: () => undefined });

export function useToast(): ToastApi {
  return useContext(ToastContext);
}

/** The green toast for confirmations; announced politely to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [toast, setToast] = useState<{ id: number; message: string } | null>(null);
  const show = useCallback((message: string) => setToast({ id: Date.now(), message }), []);
  const api = useMemo(() => ({ show }), [show]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toastDurationMs);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <ToastContext value={api}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        {toast ? (
          <div className="toast" key={toast.id}>
            <Icon name="check" />
            <p>{toast.message}</p>
            <button type="button" className="icon-button toast-close" aria-label={t('shell.toast.close')} onClick={() => setToast(null)}>
              <Icon name="close" size={18} />
            </button>
          </div>
        ) : null}
      </div>
    </ToastContext>
  );
}
