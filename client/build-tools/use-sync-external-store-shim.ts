// Stands in for the `use-sync-external-store/shim` polyfill (see vite.config.ts): React 19 has the hook.
export { useSyncExternalStore } from "react";
