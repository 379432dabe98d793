import { fromBuffer, type Entry } from 'yauzl';

/**
 * How many bytes a ZIP archive (an XLSX book) unpacks to, counted by unpacking it, not believed from its directory.
 * A zip bomb of a few megabytes that would inflate into gigabytes stops at `limit`: an entry that unpacks to more
 * than its directory says is an error (yauzl's validateEntrySizes), and each chunk is counted as it comes.
 * 'over': past `limit`; 'broken': no archive, or one that lies about its sizes.
 */
export function unpackedSize(bytes: Uint8Array, limit: number): Promise<number | 'over' | 'broken'> {
  return new Promise((resolve) => {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return resolve('broken');
      let total = 0;
      let done = false;
      const stop = (answer: number | 'over' | 'broken') => {
        if (done) return;
        done = true;
        zip.close();
        resolve(answer);
      };
      zip.on('error', () => stop('broken'));
      zip.on('end', () => stop(total));
      zip.on('entry', (entry: Entry) => {
        if (total + entry.uncompressedSize > limit) return stop('over');
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return stop('broken');
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > limit) {
              stream.destroy();
              stop('over');
            }
          });
          stream.on('error', () => stop('broken'));
          stream.on('end', () => !done && zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
}
