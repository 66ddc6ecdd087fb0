/**
 * A bounded multipart/form-data reader for the upload route: one file part and a few short
 * text fields. The body is already in memory (API Gateway and the local gateway both buffer it),
 * so limits here bound the parsing work, not the network read.
 */
import busboy from 'busboy';

export interface MultipartFile {
  bytes: Buffer;
  filename: string;
  mimetype: string;
  /** The file part was longer than maxFileBytes; bytes holds only the first part of it. */
  truncated: boolean;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: MultipartFile | null;
}

export function parseMultipart(
  contentType: string | undefined,
  body: Buffer,
  maxFileBytes: number,
): Promise<MultipartForm | null> {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data')) return Promise.resolve(null);
  return new Promise((resolve) => {
    const fields: Record<string, string> = {};
    let file: MultipartFile | null = null;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12, fileSize: maxFileBytes },
      });
    } catch {
      resolve(null);
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      const part: MultipartFile = {
        bytes: Buffer.alloc(0),
        filename: info.filename ?? 'upload',
        mimetype: info.mimeType,
        truncated: false,
      };
      file = part;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        part.truncated = true;
      });
      stream.on('end', () => {
        part.bytes = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => resolve(null));
    parser.on('close', () => resolve({ fields, file }));
    parser.end(body);
  });
}
