import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * A map tile the embed itself needs: if it cannot be fetched (offline, the tile server blocked by
 * a network, an extension or the page's CSP) the map would be an empty box.
 */
export const MAP_PROBE_URL = 'https://tile.openstreetmap.org/0/0/0.png';
/** A map that has not shown itself by then is treated as not coming. */
export const MAP_TIMEOUT_MS = 10_000;

/**
 * 'waiting' until the box comes near the viewport, 'loading' while the frame and the probe load,
 * 'shown' once both have, 'failed' when either will not (the page shows the address and
 * directions instead).
 */
export type MapStatus = 'waiting' | 'loading' | 'shown' | 'failed';

/**
 * Whether the venue map can be shown. A cross-origin frame fires `load` even when it holds the
 * browser's error page, so the frame alone cannot tell: the map counts as shown when its frame has
 * loaded and a tile from its tile server has too, and as failed when the browser is offline, the
 * probe fails, the CSP refuses the frame or the tile, or nothing has shown after MAP_TIMEOUT_MS.
 * Everything happens in effects: the server-rendered page, and a page without JavaScript, show
 * the fallback, which reads without the map.
 */
export function useMapStatus(box: RefObject<Element | null>, hasMap: boolean) {
  const [phase, setPhase] = useState<'waiting' | 'loading' | 'failed'>(hasMap ? 'waiting' : 'failed');
  const [frameLoaded, setFrameLoaded] = useState(false);
  const [probeLoaded, setProbeLoaded] = useState(false);
  const shown = phase === 'loading' && frameLoaded && probeLoaded;

  // Nothing is fetched from the map's servers until the visitor scrolls near it.
  useEffect(() => {
    const element = box.current;
    if (phase !== 'waiting' || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setPhase('loading');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setPhase('loading');
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, phase]);

  useEffect(() => {
    if (phase !== 'loading') return;
    if (navigator.onLine === false) {
      setPhase('failed');
      return;
    }
    const fail = () => setPhase('failed');
    const probe = new Image();
    probe.onload = () => setProbeLoaded(true);
    probe.onerror = fail;
    probe.src = MAP_PROBE_URL;
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.includes('openstreetmap.org')) fail();
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => {
      probe.onload = null;
      probe.onerror = null;
      document.removeEventListener('securitypolicyviolation', onViolation);
    };
  }, [phase]);

  useEffect(() => {
    if (phase !== 'loading' || shown) return;
    const timer = window.setTimeout(() => setPhase('failed'), MAP_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [phase, shown]);

  const status: MapStatus = shown ? 'shown' : phase;
  return { status, onFrameLoad: useCallback(() => setFrameLoaded(true), []) };
}
