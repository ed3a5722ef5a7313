import type { AxiosInstance, AxiosRequestConfig } from "axios";
import type { RestAddress, RestAddressFields, RestAuth, RestCompany, RestNewOrder, RestOrder, RestUser } from "./rest-types.js";
import { isAxiosError } from "axios";
import { answerLost, errorFromResponse, firstMessageId, isTimeout, orderUnconfirmed } from "./backend-error.js";
import { QuoteClient } from "./quote-client.js";

// The shopper's side of the backend: users-permissions auth and the `addresses` and `orders` collections.
// Created per request with the shopper's bearer token, which is forwarded as received: the backend verifies it
// and decides whose rows a call may see. The gateway never reads a user id from the token itself.
// Every call carries the shopper's address as X-Forwarded-For, so a backend that trusts the gateway as its proxy
// (Strapi with `proxy: true`) limits sign-ins and orders per shopper, not per gateway.

export type AddressBody = RestAddressFields & { is_default: boolean };

export class AccountClient {
  private meOnce?: Promise<RestUser>;

  private readonly forwarded: Record<string, string>;

  constructor(
    private readonly http: AxiosInstance,
    private readonly token: string | undefined,
    clientAddress?: string,
  ) {
    this.forwarded = clientAddress ? { "X-Forwarded-For": clientAddress } : {};
  }

  get signedIn(): boolean {
    return this.token !== undefined;
  }

  /** The shopper's requests for quote (quote-client.ts), called with the same token and address. */
  get quotes(): QuoteClient {
    return (this.quoteClient ??= new QuoteClient(this.http, this.token, this.forwarded));
  }

  private quoteClient?: QuoteClient;

  private headers(): Record<string, string> {
    return this.token ? { ...this.forwarded, Authorization: `Bearer ${this.token}` } : this.forwarded;
  }

  private async call<T>(what: string, config: AxiosRequestConfig): Promise<T> {
    try {
      const res = await this.http.request<T>({ ...config, headers: { ...config.headers, ...this.headers() } });
      return res.data;
    } catch (error) {
      throw errorFromResponse(error, what, { signedIn: this.signedIn });
    }
  }

  // Auth: sent without the shopper's token (a stale one would make the backend refuse the call).
  private async anonymous<T>(what: string, url: string, data: unknown): Promise<T> {
    try {
      return (await this.http.post<T>(url, data, { headers: this.forwarded })).data;
    } catch (error) {
      throw errorFromResponse(error, what, { signedIn: false });
    }
  }

  login(identifier: string, password: string): Promise<RestAuth> {
    return this.anonymous("sign-in", "/auth/local", { identifier, password });
  }

  register(body: Record<string, string | null>): Promise<RestAuth> {
    return this.anonymous("registration", "/auth/local/register", body);
  }

  /**
   * Asks the backend to mail a reset link. "no-account" covers an unknown or blocked address (users-permissions
   * names both); any other refusal is the backend's e-mail provider failing (`ctx.badRequest(null, err)`).
   */
  async forgotPassword(email: string): Promise<"sent" | "no-account" | "not-sent"> {
    try {
      await this.http.post("/auth/forgot-password", { email });
      return "sent";
    } catch (error) {
      if (!isAxiosError(error) || error.response?.status !== 400) throw errorFromResponse(error, "password reset", { signedIn: false });
      const id = firstMessageId(error.response.data);
      if (id === "Auth.form.error.user.not-exist" || id === "Auth.form.error.user.blocked") return "no-account";
      if (id !== undefined) throw errorFromResponse(error, "password reset", { signedIn: false });
      return "not-sent";
    }
  }

  resetPassword(code: string, password: string): Promise<RestAuth> {
    return this.anonymous("password reset", "/auth/reset-password", { code, password, passwordConfirmation: password });
  }

  /** The signed-in user, read once per request. */
  me(): Promise<RestUser> {
    return (this.meOnce ??= this.call<RestUser>("account", { method: "GET", url: "/users/me" }));
  }

  /**
   * Checks a signed-in shopper's password the way any users-permissions backend can: a sign-in with it (the
   * token it answers is dropped). False for a wrong password; other failures are thrown.
   */
  async passwordMatches(password: string): Promise<boolean> {
    const me = await this.me();
    try {
      await this.login(me.email, password);
      return true;
    } catch (error) {
      const fields = (error as { extensions?: { fields?: { code: string }[] } }).extensions?.fields;
      if (fields?.some((f) => f.code === "INVALID_CREDENTIALS")) return false;
      throw error;
    }
  }

  /** `PUT /users/me` (the shop's users-permissions extension), which checks `currentPassword` for a new e-mail again. */
  updateProfile(changes: Record<string, string | null>, currentPassword?: string): Promise<RestUser> {
    const data = currentPassword === undefined ? changes : { ...changes, currentPassword };
    return this.call("account", { method: "PUT", url: "/users/me", data });
  }

  /** Saves (or, with null, removes) the shopper's company profile: `PUT /users/me` with `company` only. */
  updateCompany(company: RestCompany | null): Promise<RestUser> {
    return this.call("company profile", { method: "PUT", url: "/users/me", data: { company } });
  }

  /** Ends every session of the shopper (the shop's extension): tokens issued until now are refused. */
  async signOutEverywhere(): Promise<void> {
    await this.call("sign-out", { method: "POST", url: "/auth/sign-out-everywhere", data: {} });
  }

  changePassword(currentPassword: string, password: string): Promise<RestAuth> {
    return this.call("password change", {
      method: "POST",
      url: "/auth/change-password",
      data: { currentPassword, password, passwordConfirmation: password },
    });
  }

  addresses(): Promise<RestAddress[]> {
    return this.call("addresses", { method: "GET", url: "/addresses" });
  }

  address(id: number): Promise<RestAddress> {
    return this.call("address", { method: "GET", url: `/addresses/${id}` });
  }

  createAddress(body: AddressBody): Promise<RestAddress> {
    return this.call("address", { method: "POST", url: "/addresses", data: body });
  }

  updateAddress(id: number, body: AddressBody): Promise<RestAddress> {
    return this.call("address", { method: "PUT", url: `/addresses/${id}`, data: body });
  }

  deleteAddress(id: number): Promise<RestAddress> {
    return this.call("address", { method: "DELETE", url: `/addresses/${id}` });
  }

  /**
   * POST /orders. Its idempotency key makes sending it again safe (the backend answers the order it stored), so
   * when the answer is lost on the way back the call is sent once more to learn the outcome; when that fails too,
   * the error says the order may exist and that retrying is safe, never that nothing was reached.
   */
  async placeOrder(body: RestNewOrder): Promise<RestOrder> {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await this.http.post<RestOrder>("/orders", body, { headers: this.headers() })).data;
      } catch (error) {
        if (!answerLost(error)) throw errorFromResponse(error, "order", { signedIn: this.signedIn });
        if (attempt === 2 || isTimeout(error)) throw orderUnconfirmed();
      }
    }
  }

  orders(start: number, limit: number): Promise<RestOrder[]> {
    return this.call("orders", { method: "GET", url: "/orders", params: { _sort: "id:DESC", _start: start, _limit: limit } });
  }

  async orderCount(): Promise<number> {
    return Number(await this.call<number>("orders", { method: "GET", url: "/orders/count" }));
  }

  async orderByNumber(number: string): Promise<RestOrder | null> {
    const list = await this.call<RestOrder[]>("order", { method: "GET", url: "/orders", params: { number, _limit: 1 } });
    return list[0] ?? null;
  }

  async trackOrder(number: string, email: string): Promise<RestOrder | null> {
    try {
      return (await this.http.get<RestOrder>("/orders/track", { params: { number, email }, headers: this.forwarded })).data;
    } catch (error) {
      const mapped = errorFromResponse(error, "order tracking", { signedIn: false });
      if (mapped.extensions.code === "NOT_FOUND") return null;
      throw mapped;
    }
  }
}
