import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@leerpunt/shared/messages';
import authOperations from '../features/auth/auth.graphql?raw';
import type { FragmentType } from '../gql/fragment-masking';
import type { LogoutMutation, LogoutMutationVariables, MeQuery, MeQueryVariables, Session_UserFragment, Session_UserFragmentDoc } from '../gql/graphql';
import { clearApolloStore, resetApolloStore } from './apollo-store';
import { graphqlRequest, operation } from './graphql-request';
import sessionFragment from './session.fragment.graphql?raw';
import { KEYS, persistent, readJson } from './storage';

export type SessionUser = Session_UserFragment;

/** The auth operations with the fragment they spread, for the fetch-sent requests of the session and the sign-in page. */
export const authSource = `${authOperations}\n${sessionFragment}`;

/**
 * The user of an answer that spreads `...Session_user`. The generated types mask it; the data holds every field.
 * Does what `getFragmentData` does without its document argument, which would bring the generated documents into
 * the first download.
 */
export const sessionUser = (ref: FragmentType<typeof Session_UserFragmentDoc>): SessionUser => ref as SessionUser;
export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';

interface SessionValue {
  status: SessionStatus;
  user: SessionUser | null;
  signIn: (token: string, user: SessionUser) => void;
  signOut: () => void;
  updateUser: (changes: Partial<SessionUser>) => void;
  /** Reloads the member from the server, e.g. after a plan change, so that their capabilities follow it. */
  refreshUser: () => Promise<void>;
}

const ME = operation<MeQuery, MeQueryVariables>(authSource, 'Me');
const LOGOUT = operation<LogoutMutation, LogoutMutationVariables>(authOperations, 'Logout');

const SessionContext = createContext<SessionValue | null>(null);

/** The query parameters of a session handed over in the address (SPEC §2): a member's token, or an admin's token with its user data. */
const HANDOVER_PARAMS = ['token', 'admin_token', 'user_data'];

/** Whether the address hands over a session; such a load ends on / (SPEC §2, §4), whatever path it opened. */
export function handsOverSession(search = window.location.search): boolean {
  const params = new URLSearchParams(search);
  return !!(params.get('token') || params.get('admin_token'));
}

/** The stored session's profile, requested by `startSessionCheck` before the first render; taken once by the provider. */
let earlyProfile: Promise<MeQuery> | null = null;

/**
 * Starts checking a stored session as the code loads, not after React's first render: the profile is then on
 * its way while the page's code downloads. A `token` or `admin_token` in the address is left to the provider.
 * Answers whether the load expects a session (a stored token or one in the address).
 */
export function startSessionCheck(): boolean {
  if (handsOverSession()) return true;
  if (!persistent.get(KEYS.token)) return false;
  earlyProfile = graphqlRequest(ME);
  // Awaited by the provider's first effect; until then a failure must not be reported as unhandled.
  earlyProfile.catch(() => undefined);
  return true;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/**
 * A member stored by an older build has no capabilities; it is dropped and the stored token fetches a fresh one.
 * Older builds also stored the id as a number, or lack the member's number (`databaseId`, for REST paths): such a
 * member is dropped too.
 */
function storedUser(): SessionUser | null {
  const stored = readJson<SessionUser>(persistent.get(KEYS.user));
  return stored?.capabilities && typeof stored.databaseId === 'number' ? stored : null;
}

/**
 * Holds the signed-in member. On load: a `token` query parameter becomes the session token; an
 * `admin_token` + `user_data` pair is an admin hand-over accepted only for admins; either one, once
 * accepted, goes to / in place of the address it opened (SPEC §2, §4). A stored token triggers a
 * profile fetch, and a failed fetch signs out locally.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [user, setUser] = useState<SessionUser | null>(storedUser);
  const [status, setStatus] = useState<SessionStatus>(() => (persistent.get(KEYS.token) || handsOverSession() ? 'checking' : 'signedOut'));

  const clear = useCallback(() => {
    persistent.remove(KEYS.token);
    persistent.remove(KEYS.user);
    setUser(null);
    setStatus('signedOut');
  }, []);

  const signIn = useCallback((token: string, u: SessionUser) => {
    persistent.set(KEYS.token, token);
    persistent.set(KEYS.user, JSON.stringify(u));
    setUser(u);
    setStatus('signedIn');
  }, []);

  const signOut = useCallback(() => {
    // The server revokes the token; graphqlRequest reads it synchronously, before the local session is cleared below,
    // and the local session ends at once whether or not that call succeeds.
    if (persistent.get(KEYS.token)) void graphqlRequest(LOGOUT).catch(() => undefined);
    clear();
    clearApolloStore();
  }, [clear]);

  const updateUser = useCallback((changes: Partial<SessionUser>) => {
    setUser((prev) => {
      if (!prev) return prev;
      const next = { ...prev, ...changes };
      persistent.set(KEYS.user, JSON.stringify(next));
      return next;
    });
  }, []);

  const refreshUser = useCallback(async () => {
    const { me } = await graphqlRequest(ME);
    if (me) updateUser(sessionUser(me));
  }, [updateUser]);

  useEffect(() => {
    let cancelled = false;
    const url = new URL(window.location.href);
    const queryToken = url.searchParams.get('token');
    const adminToken = url.searchParams.get('admin_token');
    // The router goes to / (the dashboard, or the plan chooser for a member without a plan), replacing the handover's
    // entry, in the same render that signs the member in: the page the address named is never shown.
    const replaceHome = () => void navigate('/', { replace: true });
    // A refused handover stays on its page, without the token in the address.
    const dropHandover = () => {
      for (const name of HANDOVER_PARAMS) url.searchParams.delete(name);
      void navigate({ pathname: url.pathname, search: url.search, hash: url.hash }, { replace: true });
    };

    async function fetchProfile(token: string) {
      const early = token === persistent.get(KEYS.token) ? earlyProfile : null;
      earlyProfile = null;
      persistent.set(KEYS.token, token);
      const result = await (early ?? graphqlRequest(ME));
      return result.me ? sessionUser(result.me) : null;
    }

    async function run() {
      if (adminToken && url.searchParams.get('user_data')) {
        try {
          const me = await fetchProfile(adminToken);
          if (cancelled) return;
          if (me?.isAdmin) {
            replaceHome();
            signIn(adminToken, me);
          } else {
            dropHandover();
            clear();
            window.alert(me ? MESSAGES.adminDenied : MESSAGES.adminVerifyFailed);
          }
        } catch {
          if (cancelled) return;
          dropHandover();
          clear();
          window.alert(MESSAGES.adminError);
        }
        return;
      }
      const token = queryToken ?? persistent.get(KEYS.token);
      if (!token) return setStatus('signedOut');
      try {
        const me = await fetchProfile(token);
        if (cancelled) return;
        if (!me) {
          if (queryToken) dropHandover();
          return clear();
        }
        if (queryToken) replaceHome();
        signIn(token, me);
      } catch {
        if (cancelled) return;
        if (queryToken) dropHandover();
        clear();
      }
    }
    void run();
    return () => {
      cancelled = true;
    };
    // Runs once on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Screens read from the cache once and keep it current from what their mutations answer; what a plan unlocks
  // (standings, dashboard, allowance) changes with no mutation of theirs, so a new plan or status starts the cache over.
  const access = user ? `${user.id}:${user.subscriptionPlan ?? ''}:${user.subscriptionStatus ?? ''}:${user.isAdmin}` : null;
  const previousAccess = useRef(access);
  useEffect(() => {
    if (previousAccess.current && access && previousAccess.current !== access) resetApolloStore();
    previousAccess.current = access;
  }, [access]);

  const value = useMemo(() => ({ status, user, signIn, signOut, updateUser, refreshUser }), [status, user, signIn, signOut, updateUser, refreshUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
