/** Mounts a remote's lifecycles into a fresh element the way the shell does (outside act()). */
import type { HostProps } from '@dating/shared-contracts';
import type { RemoteLifecycles } from '../lifecycles';

/** Bootstraps and mounts `lifecycles` with `host`; returns the element and update/unmount helpers. */
export async function mountLifecycles<P extends HostProps>(lifecycles: RemoteLifecycles<P>, host: P) {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const spa = { name: `test-${Math.random().toString(36).slice(2)}`, domElement, singleSpa: {}, mountParcel: () => undefined };
  const props = (next: P) => ({ ...next, ...spa }) as never;
  await lifecycles.bootstrap(props(host));
  await lifecycles.mount(props(host));
  return {
    domElement,
    update: (next: P) => lifecycles.update(props(next)),
    unmount: async () => {
      await lifecycles.unmount(props(host));
      domElement.remove();
    },
  };
}
