import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

/** Pixels per module and quiet-zone modules: 240-odd pixels for a ticket link, what phones scan easily. */
const SCALE = 4;
const MARGIN = 2;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A QR code of `text` as a black-and-white PNG (1 bit per pixel). Written here rather than with
 * qrcode's own PNG renderer, which draws 32-bit pixels and took five times as long: the worker
 * draws one for every ticket email it sends.
 */
export function qrPng(text: string): Buffer {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const side = (size + 2 * MARGIN) * SCALE;
  const rowBytes = Math.ceil(side / 8);
  // Each row: a filter byte (0, none), then pixels MSB first; 1 is white in grayscale.
  const raw = Buffer.alloc((rowBytes + 1) * side);
  for (let y = 0; y < side; y++) {
    const row = y * (rowBytes + 1);
    const my = Math.floor(y / SCALE) - MARGIN;
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / SCALE) - MARGIN;
      const dark = my >= 0 && my < size && mx >= 0 && mx < size && data[my * size + mx] === 1;
      const at = row + 1 + (x >> 3);
      if (!dark) raw.writeUInt8(raw.readUInt8(at) | (0x80 >> (x & 7)), at);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
