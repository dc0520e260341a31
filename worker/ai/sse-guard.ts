/**
 * A byte-stream filter for server-sent events that passes on only events whose data is JSON or
 * `[DONE]` (or that carry no data). Anything else is dropped rather than handed to a parser that
 * would print it to the log.
 */
export function dropUnparsableSseEvents(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let buffer = '';

  const emit = (event: string, controller: TransformStreamDefaultController<Uint8Array>) => {
    if (event.trim() === '') return;
    const data = event
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (data !== '' && data !== '[DONE]') {
      try {
        JSON.parse(data);
      } catch {
        return;
      }
    }
    controller.enqueue(encoder.encode(`${event}\n\n`));
  };

  return new TransformStream({
    transform(chunk, controller) {
      buffer += decoder.decode(chunk, { stream: true });
      const events = buffer.split(/\r?\n\r?\n/);
      buffer = events.pop() ?? '';
      for (const event of events) emit(event, controller);
    },
    flush(controller) {
      buffer += decoder.decode();
      emit(buffer, controller);
    },
  });
}
