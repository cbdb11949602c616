import { createContext, type ReactNode, useContext } from 'react';
import type { SocketConstructor } from '@/lib/live-socket';
import { playApprovalBeep } from './beep';

/** What the screen takes from the browser; tests pass fakes (a fake socket, a silent beep). */
export interface LoadBookingDeps {
  /** Defaults to the browser's WebSocket. */
  WebSocket?: SocketConstructor | undefined;
  /** The approval notification sound. */
  playSound: () => void;
  /** Document 3 §9: a new call is selected and followed after 500 ms. */
  followDelayMs: number;
  /** How long a socket stays open after the call ended (late transcript lines still arrive). */
  endedGraceMs: number;
}

const DEFAULT_DEPS: LoadBookingDeps = {
  playSound: playApprovalBeep,
  followDelayMs: 500,
  endedGraceMs: 1500,
};

const DepsContext = createContext<LoadBookingDeps>(DEFAULT_DEPS);

export function LoadBookingDepsProvider({
  deps,
  children,
}: {
  deps?: Partial<LoadBookingDeps> | undefined;
  children: ReactNode;
}) {
  return (
    <DepsContext.Provider value={{ ...DEFAULT_DEPS, ...deps }}>{children}</DepsContext.Provider>
  );
}

export const useLoadBookingDeps = () => useContext(DepsContext);
