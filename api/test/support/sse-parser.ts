/** Parses a Server-Sent Events body as it arrives, as a browser's EventSource would: one call per frame with data. */

/** One frame: its id, event name (default "message") and its data as JSON. */
export interface SseFrame {
  id?: string;
  event: string;
  data: any;
}

/** Returns the function that takes each chunk of the body; `onFrame` hears every frame, `onComment` every comment line. */
export function sseParser(onFrame: (frame: SseFrame) => void, onComment: () => void = () => {}): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const frame: SseFrame = { event: 'message', data: undefined };
      let data: string | null = null;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) onComment();
        else if (line.startsWith('id: ')) frame.id = line.slice(4);
        else if (line.startsWith('event: ')) frame.event = line.slice(7);
        else if (line.startsWith('data: ')) data = data === null ? line.slice(6) : `${data}\n${line.slice(6)}`;
      }
      if (data === null) continue;
      frame.data = JSON.parse(data);
      onFrame(frame);
    }
  };
}
