/**
 * The shell's toasts: any app asks for one with 'toast:show' (its text already translated), and the
 * shell shows it in one region above every layout, so it outlives the page or widget that asked
 * (a like button on a card the list has just dropped). A toast closes itself after a while, by its
 * button or by Escape; the same text asked again while shown is shown once, afresh. F8 takes the
 * keyboard to the newest toast and closing it gives the focus back, since the region comes last
 * in the page and Tab would reach it only after every other control.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppEvents } from '@dating/shared-contracts';
import { Toast, ToastRegion, type ToastKind } from '@dating/shared-ui';
import { useTexts } from '@dating/remote-kit';
import { useServices } from '../shell/services.js';

/** How long a toast stays (ms) unless the pointer or focus holds it. */
export const TOAST_SHOWN_MS = 8_000;

/** Toasts shown at once; an older one makes way for a new one. */
export const TOASTS_AT_ONCE = 3;

/** The key that moves the focus to the newest toast (the one screen readers and toolkits use). */
export const TOASTS_HOTKEY = 'F8';

const KINDS: readonly ToastKind[] = ['info', 'success', 'warning', 'danger'];

interface ShownToast {
  id: number;
  message: string;
  kind: ToastKind;
}

/** The toast a payload asks for, or null when it carries no text (a remote on other contracts). */
function toastOf(payload: Partial<AppEvents['toast:show']> | undefined, id: number): ShownToast | null {
  const message = typeof payload?.message === 'string' ? payload.message.trim() : '';
  if (!message) return null;
  const kind = KINDS.includes(payload?.kind as ToastKind) ? (payload!.kind as ToastKind) : 'info';
  return { id, message, kind };
}

/** The toast region and the toasts the apps asked for. */
export function Toasts() {
  const { bus } = useServices();
  const t = useTexts();
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const region = useRef<HTMLDivElement>(null);
  // Where the focus was when F8 took it to a toast.
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    let next = 0;
    return bus.on('toast:show', (payload) => {
      const toast = toastOf(payload, ++next);
      if (!toast) return;
      setToasts((shown) => [...shown.filter((old) => old.message !== toast.message || old.kind !== toast.kind), toast].slice(-TOASTS_AT_ONCE));
    });
  }, [bus]);

  useEffect(() => {
    if (toasts.length === 0) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== TOASTS_HOTKEY) return;
      const newest = region.current?.querySelector<HTMLElement>('[data-testid="toast"]:last-child button');
      if (!newest) return;
      event.preventDefault();
      if (!region.current?.contains(document.activeElement)) returnTo.current = document.activeElement as HTMLElement | null;
      newest.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toasts.length]);

  const close = useCallback((id: number) => {
    if (region.current?.contains(document.activeElement)) {
      const back = returnTo.current;
      returnTo.current = null;
      if (back?.isConnected) back.focus();
    }
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);

  return (
    <ToastRegion ref={region} role={toasts.length ? 'region' : undefined} aria-label={toasts.length ? t('status.toasts') : undefined} data-testid="toasts">
      {toasts.map((toast) => (
        <ShownToastView key={toast.id} toast={toast} onClose={close} closeLabel={t('common.close')} />
      ))}
    </ToastRegion>
  );
}

/** One toast; its close callback stays the same while others come and go, so its timer runs on. */
function ShownToastView({ toast, onClose, closeLabel }: { toast: ShownToast; onClose: (id: number) => void; closeLabel: string }) {
  const close = useCallback(() => onClose(toast.id), [onClose, toast.id]);
  return (
    <Toast kind={toast.kind} onClose={close} durationMs={TOAST_SHOWN_MS} closeLabel={closeLabel} data-testid="toast">
      {toast.message}
    </Toast>
  );
}
