import 'server-only';
import { Zip, ZipDeflate } from 'fflate';

/** One file of an archive; `stored` for bytes that are compressed already (PDF, DOCX). */
export type ZipEntry = { name: string; data: Uint8Array; stored?: boolean; modified?: Date };

/**
 * A ZIP archive as a stream, written one entry at a time as the reader takes it: the next entry
 * is asked of `entries` only when the previous one has been handed on, so memory holds about one
 * entry whatever the number of them.
 *
 * A streamed archive gives each entry's sizes after its data (a data descriptor). Every entry is
 * deflated, the already-compressed ones at level 0 (deflate's stored blocks: a copy, no search),
 * because some unzippers (macOS's Archive Utility among them) read an archive front to back and
 * cannot find the end of an entry that is stored as-is and sized only after its data.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  const iterator = entries[Symbol.asyncIterator]();
  let zip: Zip;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    // fflate writes synchronously: each call enqueues a whole entry, or the central directory.
    async pull() {
      const next = await iterator.next();
      if (next.done) return zip.end();
      const { name, data, stored = false, modified = new Date() } = next.value;
      const file = new ZipDeflate(name, { level: stored ? 0 : 6 });
      file.mtime = modified;
      zip.add(file);
      file.push(data, true);
    },
    async cancel() {
      zip.terminate();
      await iterator.return?.();
    },
  });
}
