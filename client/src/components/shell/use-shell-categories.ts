import { useQuery } from "@apollo/client/react";
import { ShellCategoriesQuery } from "./shell-queries";

/** The category tree, from the cache the root loader filled (no request on load); empty if it failed. */
export function useShellCategories() {
  const { data } = useQuery(ShellCategoriesQuery, { fetchPolicy: "cache-first", errorPolicy: "all" });
  return data?.categories ?? [];
}
