import 'server-only';
import { Zip, ZipDeflate } from 'fflate';

/**
 * One file of an archive: its bytes whole, or as slices read when the archive reaches them;
 * `stored` for bytes that are compressed already (PDF, DOCX).
 */
export type ZipEntry = {
  name: string;
  data: Uint8Array | AsyncIterable<Uint8Array>;
  stored?: boolean;
  modified?: Date;
};

/**
 * A ZIP archive as a stream, written as the reader takes it: each pull adds one slice of one
 * entry (or starts the next, or ends the archive), so memory holds about one slice whatever the
 * number and size of the entries, and no pull holds the event loop for more than one slice.
 *
 * A streamed archive gives each entry's sizes after its data (a data descriptor). Every entry is
 * deflated, the already-compressed ones at level 0 (deflate's stored blocks: a copy, no search),
 * because some unzippers (macOS's Archive Utility among them) read an archive front to back and
 * cannot find the end of an entry that is stored as-is and sized only after its data.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  const iterator = entries[Symbol.asyncIterator]();
  let zip: Zip;
  let current: { file: ZipDeflate; slices: AsyncIterator<Uint8Array> } | undefined;
  let ended = false;
  let written = 0;
  const empty = new Uint8Array(0);

  /** One step: a slice of the current entry, the start of the next, or the archive's end. */
  async function step(): Promise<void> {
    if (current) {
      const next = await current.slices.next();
      current.file.push(next.done ? empty : next.value, Boolean(next.done));
      if (next.done) current = undefined;
      return;
    }
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      return zip.end();
    }
    const { name, data, stored = false, modified = new Date() } = next.value;
    const file = new ZipDeflate(name, { level: stored ? 0 : 6 });
    file.mtime = modified;
    zip.add(file);
    if (data instanceof Uint8Array) file.push(data, true);
    else current = { file, slices: data[Symbol.asyncIterator]() };
  }

  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        written += 1;
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    // A pull must hand the reader something, or the stream waits for ever: deflate may hold a
    // small slice back, so steps are taken until it gives a chunk or the archive ends.
    async pull() {
      const before = written;
      while (written === before && !ended) await step();
    },
    async cancel() {
      zip.terminate();
      await current?.slices.return?.();
      await iterator.return?.();
    },
  });
}
