import { createContext, type ReactNode, useContext } from 'react';
import type { SocketConstructor } from '@/lib/live-socket';

/** What the page takes from the browser; tests pass fakes (a fake socket, short intervals). */
export interface CarrierSalesDeps {
  /** Defaults to the browser's WebSocket. */
  WebSocket?: SocketConstructor | undefined;
  /**
   * While a campaign is not watched live (not started, paused, failed), its status is read again
   * this often so a change made in another browser tab shows here too.
   */
  pollMs: number;
}

const DEFAULT_DEPS: CarrierSalesDeps = { pollMs: 3000 };

const DepsContext = createContext<CarrierSalesDeps>(DEFAULT_DEPS);

export function CarrierSalesDepsProvider({
  deps,
  children,
}: {
  deps?: Partial<CarrierSalesDeps> | undefined;
  children: ReactNode;
}) {
  return (
    <DepsContext.Provider value={{ ...DEFAULT_DEPS, ...deps }}>{children}</DepsContext.Provider>
  );
}

export const useCarrierSalesDeps = () => useContext(DepsContext);
