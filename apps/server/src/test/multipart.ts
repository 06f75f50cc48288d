import { randomUUID } from 'node:crypto';

export interface MultipartPart {
  name: string;
  value?: string;
  file?: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body for inject(), parts in the order given (fields before files, as a browser sends a form). */
export function multipart(parts: MultipartPart[]) {
  const boundary = `----cicerone${randomUUID()}`;
  const payload = Buffer.concat([
    ...parts.flatMap((part) =>
      part.file
        ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`), part.file, Buffer.from('\r\n')]
        : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)],
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
