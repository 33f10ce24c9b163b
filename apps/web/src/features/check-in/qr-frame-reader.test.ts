import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQrPixels } from './qr-frame-reader.ts';

/** A camera-like RGBA frame of a QR code: black modules on white, with a quiet zone, `scale` px a module. */
function frameOf(text: string, scale = 4) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'H' });
  const quiet = 4;
  const side = (modules.size + quiet * 2) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const mx = Math.floor(x / scale) - quiet;
      const my = Math.floor(y / scale) - quiet;
      const dark = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.get(my, mx);
      if (dark) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { pixels, side };
}

describe('decodeQrPixels (the camera fallback without BarcodeDetector)', () => {
  it('reads a ticket verify link from a frame', async () => {
    const link =
      'http://localhost:3000/api/verify?ticketId=TICKET-1795412131226-H5Q7ZGDU&code=OWB-q_gHTnfkWRpRu_CXdPbOtLun&eventTitle=Davido+Live+In+Concert&firstName=Ada&eventDate=2027-04-18T00%3A00%3A00.000Z&token=abc';
    const { pixels, side } = frameOf(link);
    expect(await decodeQrPixels(pixels, side, side)).toBe(link);
  });

  it('answers null for a frame without a code', async () => {
    const blank = new Uint8ClampedArray(200 * 200 * 4).fill(255);
    expect(await decodeQrPixels(blank, 200, 200)).toBeNull();
  });
});
