import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventDetailsMap } from './event-details-map.tsx';
import { MAP_PROBE_URL, MAP_TIMEOUT_MS } from './use-map-status.ts';
import { directionsUrl } from './venue-places.ts';

/** The probe images the map made, to answer them as the tile server would. */
let probes: FakeImage[] = [];
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';
  constructor() {
    probes.push(this);
  }
}

/** Puts the box in view (or not) for the map's IntersectionObserver. */
let reveal: () => void = () => {};
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    reveal = () => act(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never));
  }
  observe() {}
  disconnect() {}
}

const O2 = { venue: 'The O2 Arena', city: 'London' };
const box = () => document.querySelector('[data-map-status]') as HTMLElement;
const frame = () => document.querySelector('iframe');

beforeEach(() => {
  probes = [];
  vi.stubGlobal('Image', FakeImage);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
// happy-dom never loads the frame here (vitest.config.ts), and prints a line each time it does not.
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('EventDetailsMap', () => {
  it("shows the event's own stored address over the table's, in the fallback and its directions", () => {
    const eko = {
      venue: 'Eko Energy City',
      city: 'Lagos',
      street: 'Eko Atlantic City, Ahmadu Bello Way, Victoria Island',
      region: 'Lagos',
      postalCode: '101241',
    };
    render(<EventDetailsMap event={eko} />);
    expect(screen.getByText('Eko Atlantic City, Ahmadu Bello Way, Victoria Island, Lagos, 101241')).toBeInTheDocument();
    const href = screen.getByRole('link', { name: /^Get directions/ }).getAttribute('href') ?? '';
    expect(new URL(href).searchParams.get('destination')).toBe(
      'Eko Energy City, Eko Atlantic City, Ahmadu Bello Way, Victoria Island, Lagos, 101241',
    );
  });

  it('shows the address and directions, and loads nothing, until it is near the viewport', () => {
    render(<EventDetailsMap event={O2} />);
    expect(box()).toHaveAttribute('data-map-status', 'waiting');
    expect(screen.getByText('Peninsula Square, London SE10 0DX, United Kingdom')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Get directions/ })).toHaveAttribute(
      'href',
      directionsUrl('The O2 Arena', 'London'),
    );
    // No failure is claimed before anything was tried.
    expect(screen.queryByText('The map could not be loaded here.')).not.toBeInTheDocument();
    expect(frame()).toBeNull();
    expect(probes).toHaveLength(0);
  });

  it('shows the map once its frame and a tile have loaded, and then drops the fallback', () => {
    render(<EventDetailsMap event={O2} />);
    reveal();
    expect(probes[0]?.src).toBe(MAP_PROBE_URL);
    const map = frame();
    expect(map).toHaveAttribute('title', 'Map of The O2 Arena, London');
    // Loading: invisible and out of reach above the fallback.
    expect(map).toHaveAttribute('inert');
    if (map) fireEvent.load(map);
    expect(box()).toHaveAttribute('data-map-status', 'loading');
    act(() => probes[0]?.onload?.());
    expect(box()).toHaveAttribute('data-map-status', 'shown');
    expect(frame()).not.toHaveAttribute('inert');
    expect(screen.queryByRole('link', { name: /^Get directions/ })).not.toBeInTheDocument();
  });

  it('falls back when the tile server cannot be reached, even though the frame fired load', () => {
    render(<EventDetailsMap event={O2} />);
    reveal();
    const map = frame();
    if (map) fireEvent.load(map);
    act(() => probes[0]?.onerror?.());
    expect(box()).toHaveAttribute('data-map-status', 'failed');
    expect(screen.getByText('The map could not be loaded here.')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Get directions to The O2 Arena in Google Maps (opens in a new tab)' }),
    ).toBeVisible();
    expect(frame()).toBeNull();
  });

  it('falls back when the CSP refuses the map', () => {
    render(<EventDetailsMap event={O2} />);
    reveal();
    act(() => {
      const event = new Event('securitypolicyviolation') as SecurityPolicyViolationEvent;
      Object.defineProperty(event, 'blockedURI', { value: 'https://www.openstreetmap.org/export/embed.html' });
      document.dispatchEvent(event);
    });
    expect(box()).toHaveAttribute('data-map-status', 'failed');
  });

  it('falls back at once when the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<EventDetailsMap event={O2} />);
    reveal();
    expect(box()).toHaveAttribute('data-map-status', 'failed');
    expect(probes).toHaveLength(0);
  });

  it('falls back when the map has not shown itself in time', () => {
    vi.useFakeTimers();
    render(<EventDetailsMap event={O2} />);
    reveal();
    act(() => vi.advanceTimersByTime(MAP_TIMEOUT_MS));
    expect(box()).toHaveAttribute('data-map-status', 'failed');
  });

  it('has no map, only the way there, for a place it does not know', () => {
    render(<EventDetailsMap event={{ venue: 'Somewhere New', city: 'Ibadan' }} />);
    expect(box()).toHaveAttribute('data-map-status', 'failed');
    expect(screen.getByRole('link', { name: /^Get directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Somewhere%20New%2C%20Ibadan',
    );
  });
});
