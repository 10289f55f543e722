import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False while the server's HTML waits for React: submit buttons stay disabled until then, so an
 * early click cannot send the form natively (credentials in a URL) instead of through its handler.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
