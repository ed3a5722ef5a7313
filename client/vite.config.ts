import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The SSR build's entry is our handler factory (it imports React Router's virtual server build), so the gateway
// imports one module and hands it an in-process GraphQL executor.
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: "./src/server/ssr-handler.ts" } : undefined,
  },
  plugins: [reactRouter()],
}));
