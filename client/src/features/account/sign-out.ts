import type { ApolloClient } from "@apollo/client";
import { clearSession } from "../../lib/auth/session-storage";
import { LogoutMutation } from "./account-queries";

/**
 * Signs the shopper out: tells the gateway (every channel makes this one call; the API is stateless, so it
 * cannot fail in a way that matters) and drops the token here at once, without waiting for the answer.
 * The notifications show 'Good bye!'.
 */
export function signOut(client: ApolloClient) {
  void client.mutate({ mutation: LogoutMutation }).catch(() => undefined);
  clearSession("logout");
}
