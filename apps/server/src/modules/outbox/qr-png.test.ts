import { describe, expect, it } from 'vitest';
import { pngShowsQrOf } from '../../../test/qr-image.ts';
import { qrPng } from './qr-png.ts';

describe('qrPng', () => {
  const link = 'https://tickets.example.ng/api/verify?ticketId=TICKET-1-ABCD&code=OWB-abc&token=abc_DEF-123';

  it('draws a PNG that a decoder reads as the QR code of the text', () => {
    const png = qrPng(link);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(pngShowsQrOf(png, link)).toBe(true);
    expect(pngShowsQrOf(png, `${link}x`)).toBe(false);
  });
});
