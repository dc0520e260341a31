/**
 * A byte stream of the text an async generator yields, pulled one piece at a time: the next page
 * is read from D1 only when the client has taken the previous one, so a slow reader of a large
 * record never makes the Worker hold more than a page.
 */
export function pulledStream(pieces: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await pieces.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
