// Uploaded photos are checked by their bytes, never by the client's Content-Type or file name, so the
// data URL we send to the model names the real type and a truncated upload is refused before it costs a call.

export type ImageMimeType = 'image/jpeg' | 'image/png' | 'image/webp';

export type ImageCheck =
  { ok: true; mimeType: ImageMimeType } | { ok: false; reason: 'not_image' | 'truncated' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
// Cameras and editors sometimes pad after the end marker; a truncated file has no end marker near its end.
const TRAILER_SLACK = 1024;

const startsWith = (buf: Uint8Array, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);

const ascii = (buf: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...buf.subarray(at, at + length));

function lastIndexOf(buf: Uint8Array, bytes: number[], from: number): number {
  for (let i = buf.length - bytes.length; i >= from; i--) {
    if (startsWith(buf, bytes, i)) return i;
  }
  return -1;
}

export function checkImage(buf: Uint8Array): ImageCheck {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) {
    const eoi = lastIndexOf(buf, [0xff, 0xd9], Math.max(3, buf.length - TRAILER_SLACK));
    return eoi === -1 ? { ok: false, reason: 'truncated' } : { ok: true, mimeType: 'image/jpeg' };
  }
  if (startsWith(buf, PNG_SIGNATURE)) {
    const iend = lastIndexOf(buf, PNG_IEND, Math.max(PNG_SIGNATURE.length, buf.length - TRAILER_SLACK));
    return iend === -1 ? { ok: false, reason: 'truncated' } : { ok: true, mimeType: 'image/png' };
  }
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 4) === 'WEBP') {
    // The RIFF header states the size of everything after its first 8 bytes.
    const declared = new DataView(buf.buffer, buf.byteOffset, buf.byteLength).getUint32(4, true);
    return buf.length >= declared + 8 && declared >= 12
      ? { ok: true, mimeType: 'image/webp' }
      : { ok: false, reason: 'truncated' };
  }
  return { ok: false, reason: 'not_image' };
}
