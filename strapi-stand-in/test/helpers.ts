// Shared by the integration tests: one private stand-in per test file, and small fetch wrappers.
import { afterAll, beforeAll } from "vitest";
import { startTestBackend, type TestBackend } from "../src/testing/start-test-backend.js";

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

export interface BackendHandle {
  readonly backend: TestBackend;
  get<T = unknown>(path: string, init?: RequestInit): Promise<Reply<T>>;
  post<T = unknown>(path: string, body: unknown, init?: RequestInit): Promise<Reply<T>>;
  ids(path: string): Promise<number[]>;
}

export function useBackend(): BackendHandle {
  let backend: TestBackend | undefined;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(async () => {
    await backend?.close();
  });
  const request = async <T>(path: string, init?: RequestInit): Promise<Reply<T>> => {
    if (!backend) throw new Error("backend not started");
    const res = await fetch(backend.url + path, init);
    const text = await res.text();
    let body: unknown = undefined;
    if (res.headers.get("content-type")?.includes("application/json")) body = JSON.parse(text);
    return { status: res.status, headers: res.headers, text, body: body as T };
  };
  return {
    get backend() {
      if (!backend) throw new Error("backend not started");
      return backend;
    },
    get: request,
    post: (path, body, init) =>
      request(path, {
        method: "POST",
        ...init,
        headers: { "content-type": "application/json", ...init?.headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    async ids(path) {
      const reply = await request<{ id: number }[]>(path);
      if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${reply.text}`);
      return reply.body.map((row) => row.id);
    },
  };
}

/** A real response captured from Strapi 3.6.11 (kept in the repo under fixtures/; see its INDEX.md). */
export async function sample<T = unknown>(file: string): Promise<T> {
  const { readFile } = await import("node:fs/promises");
  const url = new URL(`./fixtures/strapi-v3-samples/${file}`, import.meta.url);
  return JSON.parse(await readFile(url, "utf8")) as T;
}

export interface ProductJson {
  id: number;
  title: string;
  product_slug: string;
  price: number;
  sale_price: number | null;
  is_active: boolean;
  part_number: string;
  description: string;
  badge: unknown;
  badges: { id: number; value: string }[];
  image_1: null | { url: string; formats: Record<string, { url: string; width: number; height: number }> };
  brands: { id: number; slug: string }[];
  sub_categories: { id: number; slug: string; product_category: number }[];
}

/** Keys the samples predate: the product's `specifications` component (#27), added to the model after they were captured. */
export const withoutNewKeys = (keys: string[]): string[] => keys.filter((key) => key !== "specifications");

/**
 * A row's keys without the two the i18n plugin adds (`locale`, `localizations`), for comparing with the samples
 * captured before it was installed; i18n.test.ts checks those keys against the i18n samples.
 */
export function plainKeys(row: object): string[] {
  return withoutNewKeys(Object.keys(row)).filter((key) => key !== "locale" && key !== "localizations");
}
