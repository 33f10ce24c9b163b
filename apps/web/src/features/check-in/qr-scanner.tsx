import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { canUseCamera, createFrameReader } from './qr-frame-reader.ts';

/** How often a frame is read, and how long the same code is ignored after it was read (one scan, one request). */
const SCAN_EVERY_MS = 250;
const SAME_CODE_PAUSE_MS = 4000;

/**
 * The camera scanner: frames are read by the browser's BarcodeDetector, or by jsQR where there is
 * none (qr-frame-reader.ts). Without a camera the page says so and the paste field does the job.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const camera = canUseCamera();

  useEffect(() => {
    if (!running) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    let last = { code: '', at: 0 };
    Promise.all([createFrameReader(), navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })])
      .then(async ([read, media]) => {
        stream = media;
        const video = videoRef.current;
        if (stopped || !video) return;
        video.srcObject = media;
        await video.play();
        timer = setInterval(async () => {
          const code = await read(video).catch(() => null);
          const now = Date.now();
          if (!code || (code === last.code && now - last.at < SAME_CODE_PAUSE_MS)) return;
          last = { code, at: now };
          onCodeRef.current(code);
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
  }, [running]);

  if (!camera) {
    return (
      <p className="rounded-xl border border-white/20 bg-white/5 px-4 py-3 text-sm text-gray-200">
        This browser cannot open the camera here. Scan with the phone's camera app and paste the link below.
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
