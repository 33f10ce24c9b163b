import { PNG } from 'pngjs';
import QRCode from 'qrcode';

/**
 * Whether a PNG shows the QR code of `text`: every module's centre pixel, read with an
 * independent PNG decoder, is dark exactly where the QR encoder puts a dark module.
 */
export function pngShowsQrOf(png: Buffer, text: string): boolean {
  const image = PNG.sync.read(png);
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const scale = image.width / (size + 4);
  if (!Number.isInteger(scale) || image.width !== image.height) return false;
  for (let my = 0; my < size; my++) {
    for (let mx = 0; mx < size; mx++) {
      const x = Math.floor((mx + 2 + 0.5) * scale);
      const y = Math.floor((my + 2 + 0.5) * scale);
      const dark = (image.data[(y * image.width + x) * 4] ?? 255) < 128;
      if (dark !== (data[my * size + mx] === 1)) return false;
    }
  }
  return true;
}
