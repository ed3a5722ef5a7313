import type { Config } from "@react-router/dev/config";

// Server-rendered (../shared/SSR.md): the gateway process renders every page; the browser hydrates it.
export default {
  appDirectory: "src/app",
  ssr: true,
  buildDirectory: "build",
} satisfies Config;
