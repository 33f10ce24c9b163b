/**
 * Reads a QR code from the camera's current frame. The browser's own BarcodeDetector where it
 * has one (Chrome on Android, recent Safari); elsewhere (Firefox, desktop Chrome on Linux, older
 * iPhones) jsQR, a pure-JavaScript decoder loaded only when the camera starts on such a browser.
 */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

/** The part of the Barcode Detection API used here (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = (): BarcodeDetectorClass | undefined =>
  (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/** Frames are scaled down to this width before jsQR reads them: enough for a ticket held up to the camera. */
const DECODE_WIDTH = 480;

/** jsQR on raw RGBA pixels; null when the frame holds no readable code. */
export async function decodeQrPixels(pixels: Uint8ClampedArray, width: number, height: number): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  return jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

export async function createFrameReader(): Promise<FrameReader> {
  const Detector = detectorClass();
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null;
  }
  await import('jsqr'); // load the decoder now, not on the first frame
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return decodeQrPixels(frame.data, frame.width, frame.height);
  };
}

/** Whether this browser can open a camera at all (a secure page and getUserMedia). */
export const canUseCamera = (): boolean => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
