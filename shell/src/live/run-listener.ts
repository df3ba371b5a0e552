/** Runs one listener of a hub: one that throws is reported and does not stop the others. */
export function runListener(run: () => void, hub: string): void {
  try {
    run();
  } catch (error) {
    console.error(`[shell] a ${hub} listener failed`, error);
  }
}
