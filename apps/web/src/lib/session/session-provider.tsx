import type { BuyerDetails, UserProfile } from '@storefront/contracts/api';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ApiError } from '../api.ts';
import { toUserProfile } from './profile.ts';
import { fetchMe, logout } from './session-api.ts';

/**
 * The signed-in user for the whole app (product.md §4.1, architecture.md §7).
 *
 * - On load the profile stored under the `user` key renders before the first paint; GET /api/me
 *   then confirms it. `status` stays 'loading' until that answer, so guards never flash a redirect.
 *   The very first render is a guest's, as on the server (which has no storage): a page the
 *   server rendered hydrates without a mismatch, then shows the stored profile.
 * - /api/me says guest: the stored profile is forgotten. No answer (offline, server down): the
 *   stored profile is kept and `status` becomes 'ready' anyway.
 * - After a sign-in, GET /api/me is asked once more, only to learn `isAdmin` (login answers the profile alone).
 * - `signOut()` forgets the profile at once, then ends the server session (POST /api/logout).
 *   The caller navigates to /login; `useSignOut()` (use-sign-out.ts) does both.
 */
export interface Session {
  user: UserProfile | null;
  /**
   * The signed-in buyer's own names and phone from GET /api/me, which the purchase form starts
   * with (architecture.md §9.2); null for a guest and until that answer. Never stored in the browser.
   */
  buyer: BuyerDetails | null;
  status: 'loading' | 'ready';
  /**
   * The server said this account may open the back office (GET /api/me); null while that is
   * being asked after a sign-in. Only decides what shows: every /api/admin call is checked on
   * the server.
   */
  isAdmin: boolean | null;
  /** The server said this account may admit tickets at the door (staff or admin): the menus link to Check-in. */
  isStaff: boolean;
  /** An approved (or paused) organizer: the menus link to /organizer (the server checks every call). */
  isOrganizer: boolean;
  /** Stores the profile (browser storage key `user`) after a successful login. */
  setUser(user: UserProfile | null): void;
  /** The signed-in buyer's details as the server now stores them (after PATCH /api/me/buyer-details). */
  setBuyer(details: BuyerDetails): void;
  /** Ends the server session and forgets the stored profile. */
  signOut(): Promise<void>;
}

/** The browser storage key of the public profile (product.md §3.2). */
export const USER_STORAGE_KEY = 'user';

function readStoredUser(): UserProfile | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const profile = toUserProfile(JSON.parse(raw));
    if (profile) return profile;
    localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage disabled or a value that is not JSON: start as a guest until /api/me answers.
  }
  return null;
}

function writeStoredUser(user: UserProfile | null): void {
  try {
    if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage disabled (private mode): the session still works for this page's lifetime.
  }
}

/**
 * The door's lists (lib/door-database.ts) go when the account does: loaded only then, so the
 * pages every visitor loads do not carry the door's storage code.
 */
function forgetDoorLists(): void {
  void import('../door-database.ts').then((door) => door.forgetDoorLists()).catch(() => undefined);
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<UserProfile | null>(null);
  // Kept with the account it is of, so it shows only while that account is the signed-in one.
  const [buyerOf, setBuyerOf] = useState<{ id: string; details: BuyerDetails } | null>(null);
  const buyer = buyerOf && buyerOf.id === user?.id ? buyerOf.details : null;
  const [status, setStatus] = useState<Session['status']>('loading');
  const [isAdmin, setIsAdmin] = useState<boolean | null>(false);
  const [isStaff, setIsStaff] = useState(false);
  const [isOrganizer, setIsOrganizer] = useState(false);
  // Bumped by every local change, so a late /api/me answer never undoes a sign-in or sign-out.
  const version = useRef(0);

  // Before the browser paints: the stored profile (see above for why not in the first render).
  useLayoutEffect(() => {
    const stored = readStoredUser();
    if (stored) setUserState(stored);
  }, []);

  const setUser = useCallback((next: UserProfile | null) => {
    // Signed out, or another account signed in: the door's lists go (lib/door-database.ts).
    if (readStoredUser()?.id !== next?.id) forgetDoorLists();
    version.current += 1;
    const changed = version.current;
    writeStoredUser(next);
    setUserState(next);
    setIsAdmin(next ? null : false);
    setIsStaff(false);
    setIsOrganizer(false);
    setStatus('ready');
    if (!next) return;
    fetchMe()
      .then((me) => {
        if (version.current !== changed) return;
        if (me.user && me.buyer) setBuyerOf({ id: me.user.id, details: me.buyer });
        setIsAdmin(me.user?.id === next.id && me.isAdmin);
        setIsStaff(me.user?.id === next.id && me.isStaff);
        setIsOrganizer(me.user?.id === next.id && me.isOrganizer);
      })
      .catch(() => {
        // No answer: not an admin as far as this page knows; the next page load asks again.
        if (version.current === changed) setIsAdmin(false);
      });
  }, []);

  const setBuyer = useCallback((details: BuyerDetails) => {
    const id = readStoredUser()?.id;
    if (id) setBuyerOf({ id, details });
  }, []);

  const signOut = useCallback(async () => {
    setUser(null);
    try {
      await logout();
    } catch {
      // Offline: the profile is gone from this browser; the server session expires on its own.
    }
  }, [setUser]);

  useEffect(() => {
    const controller = new AbortController();
    const started = version.current;
    fetchMe(controller.signal)
      .then((me) => {
        if (version.current !== started) return;
        // The session ended elsewhere (or another account is signed in): the door's lists go too.
        const stored = readStoredUser();
        if (stored && stored.id !== me.user?.id) forgetDoorLists();
        writeStoredUser(me.user);
        setUserState(me.user);
        setBuyerOf(me.user && me.buyer ? { id: me.user.id, details: me.buyer } : null);
        setIsAdmin(me.isAdmin);
        setIsStaff(me.isStaff);
        setIsOrganizer(me.isOrganizer);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (version.current === started && error instanceof ApiError && error.status === 401) {
          writeStoredUser(null);
          setUserState(null);
          forgetDoorLists();
        }
        // Otherwise (offline, server error): keep the stored profile.
        setStatus('ready');
      });
    return () => controller.abort();
  }, []);

  // Another tab signed in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== USER_STORAGE_KEY && event.key !== null) return;
      version.current += 1;
      const stored = readStoredUser();
      if (!stored) forgetDoorLists();
      setUserState(stored);
      setIsAdmin(false);
      setIsStaff(false);
      setIsOrganizer(false);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<Session>(
    () => ({ user, buyer, status, isAdmin, isStaff, isOrganizer, setUser, setBuyer, signOut }),
    [user, buyer, status, isAdmin, isStaff, isOrganizer, setUser, setBuyer, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
