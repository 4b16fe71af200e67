import { useEffect, useSyncExternalStore } from 'react';
import { messages } from '@wbn/contracts';
import { say } from '../i18n/say.ts';

/**
 * Auto-dismissing notices. Any code may call `toast.success()` / `toast.error()`; one <Toaster/>
 * (mounted by the shell) shows them. Success notices are announced politely (role=status), errors
 * at once (role=alert).
 */
export type ToastKind = 'success' | 'error';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export const TOAST_DURATION_MS = 4000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** A notice, in the page's language when it is one of the contracts' messages. */
function push(kind: ToastKind, message: string): number {
  const id = nextId++;
  toasts = [...toasts, { id, kind, message: say(message) }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export const toast = {
  success: (message: string = messages.savedSuccessfully) => push('success', message),
  error: (message: string = messages.somethingWrong) => push('error', message),
  dismiss: dismissToast,
};

const store = {
  get: () => toasts,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

function ToastItem({ item, closeLabel }: { item: Toast; closeLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id]);
  return (
    <div className={`toast toast--${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
      <span className="toast__message">{item.message}</span>
      <button
        type="button"
        className="toast__close"
        aria-label={closeLabel}
        onClick={() => dismissToast(item.id)}
      >
        ×
      </button>
    </div>
  );
}

export function Toaster({ closeLabel = 'Dismiss' }: { closeLabel?: string }) {
  const items = useToasts();
  return (
    <div className="toaster">
      {items.map((item) => (
        <ToastItem key={item.id} item={item} closeLabel={closeLabel} />
      ))}
    </div>
  );
}
