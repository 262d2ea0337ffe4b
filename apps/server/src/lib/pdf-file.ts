import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** A document made as a PDF, with the name it downloads under. */
export interface PdfFile {
  fileName: string;
  pdf: Buffer;
}

/** The 200 answer in the API docs: the bytes of a PDF file; errors stay JSON. */
export const pdfFileResponse = {
  description: 'A PDF file, sent as an attachment',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

/** Sends the PDF as an attachment. */
export function sendPdf(reply: FastifyReply, file: PdfFile) {
  return (
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      // Customers' names and amounts: never kept by a browser or proxy cache.
      .header('cache-control', 'no-store')
      .send(file.pdf)
  );
}
