import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A stored file sent as a download: its media type, its name, its size when known, never cached. */
export function sendDownload(
  reply: FastifyReply,
  mediaType: string,
  file: { stream: Readable; size: number | null; name: string },
) {
  reply
    .header('content-type', mediaType)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'private, no-store');
  if (file.size !== null) reply.header('content-length', file.size);
  return reply.send(file.stream);
}
