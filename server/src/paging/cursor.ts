import { badInput } from "../errors/user-input.js";

// Cursor pagination over the backend's offset pagination, for every connection (products, search, orders). A
// cursor is an opaque base64 of the offset, so clients never build one by hand and the encoding can change
// without breaking them.

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`, "utf8").toString("base64url");
}

export function decodeCursor(cursor: string | null | undefined, name: "after" | "before" = "after"): number {
  if (cursor === null || cursor === undefined || cursor === "") return -1;
  const match = /^o:(\d{1,7})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match) throw badInput(`\`${name}\` is not a valid cursor.`);
  return Number(match[1]);
}

export function pageSize(first: number | null | undefined, name: "first" | "last" = "first"): number {
  const size = first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 0 || size > MAX_PAGE_SIZE) {
    throw badInput(`\`${name}\` must be between 0 and ${MAX_PAGE_SIZE}.`);
  }
  return size;
}

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** True when the arguments page backwards, which may need the listing's size first (`last` without `before`). */
export function needsTotal(args: ConnectionArgs): boolean {
  return args.last != null && !args.before;
}

/**
 * The slice of a listing the arguments ask for. Forwards: `first` items after the `after` cursor. Backwards
 * (`before` or `last` given): the `last` (else `first`) items just before the `before` cursor, or the last ones
 * of the listing without it, so a page back from page 3 is exactly page 2. Mixing `after` with `before` or `last`
 * is refused rather than guessed.
 */
export function pageWindow(args: ConnectionArgs, totalCount = 0): { offset: number; limit: number } {
  const backward = Boolean(args.before) || args.last != null;
  if (!backward) return { offset: decodeCursor(args.after) + 1, limit: pageSize(args.first) };
  if (args.after) throw badInput("Give `after` to page forwards or `before`/`last` to page backwards, not both.");
  const size = args.last != null ? pageSize(args.last, "last") : pageSize(args.first);
  const end = args.before ? decodeCursor(args.before, "before") : totalCount;
  const offset = Math.max(0, end - size);
  return { offset, limit: Math.max(0, end - offset) };
}

/** Relay page information for the `count` items of a page that starts at `offset` in a listing of `totalCount`. */
export function cursorPageInfo(offset: number, count: number, totalCount: number) {
  return {
    // Never true without an endCursor to continue from: a client following pageInfo would restart at page 1.
    hasNextPage: count > 0 && offset + count < totalCount,
    hasPreviousPage: offset > 0,
    startCursor: count ? encodeCursor(offset) : null,
    endCursor: count ? encodeCursor(offset + count - 1) : null,
  };
}
