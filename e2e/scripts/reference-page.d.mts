/** The reference page of the measure scripts and the start-up budget test (reference-page.mjs). */
export function startReferencePage(port: number): Promise<{ origin: string; scriptBytes: number; stop(): Promise<void> }>;
