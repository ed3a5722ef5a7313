import type { Config } from "@react-router/dev/config";

// Server-rendered: the gateway process renders every page; the browser hydrates it.
export default {
  appDirectory: "src/app",
  ssr: true,
  buildDirectory: "build",
  // React Router v8's behaviour now, so the upgrade changes nothing. Off on purpose, for now:
  // v8_middleware replaces the load context object every loader reads (apollo, cspNonce, shell) with typed
  // context keys; v8_viteEnvironmentApi makes the SSR build ignore vite.config.ts's input (our handler factory,
  // src/server/ssr-handler.ts); v8_splitRouteModules adds 0.13 KB gzip to the home page's JavaScript, which has
  // 3 bytes of budget left.
  future: {
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_middleware: false,
    v8_viteEnvironmentApi: false,
    v8_splitRouteModules: false,
  },
} satisfies Config;
