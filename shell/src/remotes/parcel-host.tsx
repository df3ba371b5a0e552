/**
 * Mounts a single-spa parcel into a div and keeps its props current. Every step (load,
 * bootstrap, mount, update, unmount) runs in order on one chain and every failure goes to
 * onError, so a broken remote never leaves an unhandled rejection behind.
 */
import { useEffect, useRef } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';

export interface ParcelHostProps {
  /** Loads the parcel's lifecycles; a new function mounts a new parcel. */
  load: () => Promise<object>;
  /** Props the parcel receives (and receives again on every change). */
  parcelProps: Record<string, unknown>;
  onMounted(): void;
  onError(error: unknown): void;
}

export function ParcelHost({ load, parcelProps, onMounted, onError }: ParcelHostProps) {
  const element = useRef<HTMLDivElement>(null);
  const parcel = useRef<{ instance: Parcel; chain: Promise<unknown> } | null>(null);
  const latest = useRef({ parcelProps, onMounted, onError });
  latest.current = { parcelProps, onMounted, onError };

  useEffect(() => {
    const domElement = element.current;
    if (!domElement) return;
    const report = (error: unknown) => latest.current.onError(error);
    let instance: Parcel;
    try {
      instance = mountRootParcel(load as unknown as ParcelConfig, { ...latest.current.parcelProps, domElement });
    } catch (error) {
      report(error);
      return;
    }
    // The same failure rejects each of these; mountPromise reports it, the others are only observed.
    instance.loadPromise.catch(() => undefined);
    instance.bootstrapPromise.catch(() => undefined);
    const mounted: Promise<unknown> = instance.mountPromise.then(() => latest.current.onMounted(), report);
    const state: { instance: Parcel; chain: Promise<unknown> } = { instance, chain: mounted };
    parcel.current = state;
    return () => {
      parcel.current = null;
      state.chain = state.chain.then(() => (instance.getStatus() === 'MOUNTED' ? instance.unmount() : undefined)).catch(() => undefined);
    };
  }, [load]);

  useEffect(() => {
    const state = parcel.current;
    if (!state) return;
    state.chain = state.chain
      .then(() => {
        if (state.instance.getStatus() !== 'MOUNTED' || !state.instance.update) return;
        return state.instance.update({ ...parcelProps, domElement: element.current });
      })
      .catch((error) => latest.current.onError(error));
  }, [parcelProps]);

  return <div ref={element} />;
}
