import { pipeline } from 'node:stream/promises';
import type { Logger } from '@fleet/service-kit';
import type { Response } from 'express';
import type { Download } from '../domain/notes';

/**
 * `attachment` with both forms of the name: an ASCII fallback (quotes, backslashes, controls and
 * non-ASCII as '_') and the exact name as RFC 5987 `filename*` (UTF-8, percent-encoded).
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Streams a stored file as a download the browser will neither sniff nor render in place. */
export async function sendFile(res: Response, download: Download, logger: Logger): Promise<void> {
  const { file, body } = download;
  res.setHeader('Content-Type', file.content_type);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Content-Disposition', contentDisposition(file.file_name));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  try {
    await pipeline(body, res);
  } catch (error) {
    // The client went away, or storage failed mid-file: the answer cannot be changed any more.
    logger.warn({ err: error, fileId: file.id }, 'file download cut short');
  }
}
