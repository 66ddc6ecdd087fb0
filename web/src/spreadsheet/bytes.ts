/** exceljs's writeBuffer gives a Node Buffer in Node and an ArrayBuffer-like in browsers: one ArrayBuffer for both. */
export function toArrayBuffer(data: unknown): ArrayBuffer {
  if (data instanceof ArrayBuffer) return data;
  if (ArrayBuffer.isView(data)) {
    const copy = new Uint8Array(data.byteLength);
    copy.set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    return copy.buffer;
  }
  throw new TypeError('exceljs returned an unexpected buffer type');
}
