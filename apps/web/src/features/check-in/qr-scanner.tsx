import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';

/** The part of the Barcode Detection API we use (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = (): BarcodeDetectorClass | undefined =>
  (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/** How often a frame is read, and how long the same code is ignored after it was read (one scan, one request). */
const SCAN_EVERY_MS = 250;
const SAME_CODE_PAUSE_MS = 4000;

/**
 * The camera scanner: the browser's own BarcodeDetector (Chrome on Android, Safari 17+), so no
 * decoder is downloaded. Where it is missing the page says so and the paste field does the job.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const Detector = detectorClass();

  useEffect(() => {
    if (!running || !Detector) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    let last = { code: '', at: 0 };
    const detector = new Detector({ formats: ['qr_code'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        const video = videoRef.current;
        if (stopped || !video) return;
        video.srcObject = media;
        await video.play();
        timer = setInterval(async () => {
          const [found] = await detector.detect(video).catch(() => []);
          const now = Date.now();
          if (!found || (found.rawValue === last.code && now - last.at < SAME_CODE_PAUSE_MS)) return;
          last = { code: found.rawValue, at: now };
          onCodeRef.current(found.rawValue);
        }, SCAN_EVERY_MS);
      })
      .catch(() => {
        setProblem('The camera could not be opened. Allow camera access, or paste the link below.');
        setRunning(false);
      });
    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [running, Detector]);

  if (!Detector) {
    return (
      <p className="rounded-xl border border-white/20 bg-white/5 px-4 py-3 text-sm text-gray-200">
        This browser cannot read QR codes with the camera. Scan with the phone's camera app and paste the link below, or
        use Chrome on Android.
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      {running && (
        <video ref={videoRef} className="aspect-square w-full rounded-2xl bg-black object-cover" muted playsInline />
      )}
      <Button variant="accent" className="text-base" onClick={() => setRunning((r) => !r)}>
        {running ? 'Stop camera' : 'Scan with camera'}
      </Button>
      {problem && (
        <p role="alert" className="text-sm text-red-200">
          {problem}
        </p>
      )}
    </div>
  );
}
