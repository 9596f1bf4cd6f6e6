/** An async iterable of byte parts as a response body, read one part per pull. */
export function byteStream(parts: AsyncGenerator<Buffer>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      const next = await parts.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value));
    },
    async cancel() {
      await parts.return(undefined);
    },
  });
}
