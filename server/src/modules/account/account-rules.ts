import { ACCOUNT_LIMITS, isEmailAddress, normalizeUaePhone, UAE_PHONE_TEXT_MAX } from "@proav/shop-rules";
import type { AddressInput, ChangePasswordInput, RegisterInput, ResetPasswordInput, UpdateProfileInput } from "../../__generated__/resolvers-types.js";
import type { AddressBody } from "../../backend/account-client.js";
import type { RestEmirate } from "../../backend/rest-types.js";
import { FieldIssues } from "../../errors/user-input.js";

// What the account mutations accept (documented on their inputs in schema/account). Pure: every rule is checked
// before the backend is called, and every broken rule is reported at once.

const USERNAME = /^[A-Za-z0-9._@-]+$/;
type Path = readonly string[];

export function checkEmail(issues: FieldIssues, path: Path, value: string | null | undefined): string | undefined {
  const email = issues.text(path, value, "E-mail address", ACCOUNT_LIMITS.email);
  if (email === undefined) return undefined;
  // users-permissions' own pattern (@proav/shop-rules): the gateway never accepts what the backend refuses.
  if (!isEmailAddress(email)) {
    issues.add(path, "INVALID", "Enter a valid e-mail address, such as name@example.com.");
    return undefined;
  }
  return email.toLowerCase();
}

export function checkPassword(issues: FieldIssues, path: Path, value: string, label = "Password"): string | undefined {
  if (value === "") {
    issues.add(path, "REQUIRED", `${label} is required.`);
    return undefined;
  }
  const before = issues.list.length;
  if (value.length < ACCOUNT_LIMITS.passwordMin) issues.add(path, "TOO_SHORT", `${label} must be at least ${ACCOUNT_LIMITS.passwordMin} characters.`);
  else if (Buffer.byteLength(value, "utf8") > ACCOUNT_LIMITS.passwordMaxBytes)
    issues.add(path, "TOO_LONG", `${label} must be at most ${ACCOUNT_LIMITS.passwordMaxBytes} characters.`);
  else if (!/\p{L}/u.test(value) || !/\d/.test(value)) issues.add(path, "INVALID", `${label} must contain a letter and a digit.`);
  return issues.list.length === before ? value : undefined;
}

export function checkPhone(issues: FieldIssues, path: Path, value: string | null | undefined, label = "Phone number"): string | undefined {
  const text = issues.text(path, value, label, UAE_PHONE_TEXT_MAX);
  if (text === undefined) return undefined;
  const phone = normalizeUaePhone(text);
  if (phone === null) issues.add(path, "INVALID", `${label} must be a UAE number, such as 050 123 4567 or +971 4 123 4567.`);
  return phone ?? undefined;
}

/** The `/auth/local/register` body. */
export function registerBody(input: RegisterInput): Record<string, string | null> {
  const issues = new FieldIssues();
  const email = checkEmail(issues, ["input", "email"], input.email);
  const password = checkPassword(issues, ["input", "password"], input.password);
  const first = issues.text(["input", "firstName"], input.firstName, "First name", ACCOUNT_LIMITS.name);
  const last = issues.text(["input", "lastName"], input.lastName, "Last name", ACCOUNT_LIMITS.name);
  let username: string | undefined;
  if (input.username !== null && input.username !== undefined) {
    username = issues.text(["input", "username"], input.username, "Username", ACCOUNT_LIMITS.username, 3);
    if (username !== undefined && !USERNAME.test(username)) {
      issues.add(["input", "username"], "INVALID", "Username may only contain letters, digits, '.', '_', '-' and '@'.");
    } else if (username !== undefined && username.includes("@") && username.toLowerCase() !== email) {
      // A username is a sign-in name too: one that looks like another address would squat on it.
      issues.add(["input", "username"], "INVALID", "A username with @ must be your own e-mail address.");
    }
  }
  const phone = input.phone?.trim() ? checkPhone(issues, ["input", "phone"], input.phone) : null;
  issues.throwIfAny();
  return {
    username: username ?? (email as string),
    email: email as string,
    password: password as string,
    first_name: first as string,
    last_name: last as string,
    phone: phone ?? null,
  };
}

/** The `PUT /users/me` body: only what was given (`currentPassword` is added when the e-mail changes). */
export function profileChanges(input: UpdateProfileInput): Record<string, string | null> {
  const issues = new FieldIssues();
  const changes: Record<string, string | null> = {};
  if (input.firstName != null) changes.first_name = issues.text(["input", "firstName"], input.firstName, "First name", ACCOUNT_LIMITS.name) ?? "";
  if (input.lastName != null) changes.last_name = issues.text(["input", "lastName"], input.lastName, "Last name", ACCOUNT_LIMITS.name) ?? "";
  if (input.email != null) changes.email = checkEmail(issues, ["input", "email"], input.email) ?? "";
  if (input.phone != null) changes.phone = input.phone.trim() === "" ? null : (checkPhone(issues, ["input", "phone"], input.phone) ?? "");
  issues.throwIfAny();
  return changes;
}

/**
 * The current password an e-mail change needs (`UpdateProfileInput.currentPassword`), or undefined when the
 * changes keep the address (then `changes.email` is dropped: nothing to check, nothing to change).
 */
export function emailChangePassword(
  changes: Record<string, string | null>,
  currentEmail: string,
  currentPassword: string | null | undefined,
): string | undefined {
  if (changes.email === undefined || changes.email === currentEmail.toLowerCase()) {
    delete changes.email;
    return undefined;
  }
  if (!currentPassword) {
    const issues = new FieldIssues();
    issues.add(["input", "currentPassword"], "REQUIRED", "Enter your current password to change your e-mail address.");
    issues.throwIfAny();
  }
  return currentPassword as string;
}

export function passwordChange(input: ChangePasswordInput): { current: string; next: string } {
  const issues = new FieldIssues();
  if (input.currentPassword === "") issues.add(["input", "currentPassword"], "REQUIRED", "Current password is required.");
  const next = checkPassword(issues, ["input", "newPassword"], input.newPassword, "New password");
  if (next !== undefined && next === input.currentPassword) {
    issues.add(["input", "newPassword"], "INVALID", "New password must be different from the current one.");
  }
  issues.throwIfAny();
  return { current: input.currentPassword, next: next as string };
}

export function passwordReset(input: ResetPasswordInput): { code: string; password: string } {
  const issues = new FieldIssues();
  const code = issues.text(["input", "code"], input.code, "Reset code", 256);
  const password = checkPassword(issues, ["input", "password"], input.password);
  issues.throwIfAny();
  return { code: code as string, password: password as string };
}

export function loginArgs(identifier: string, password: string): { identifier: string; password: string } {
  const issues = new FieldIssues();
  const id = issues.text(["identifier"], identifier, "E-mail or username", ACCOUNT_LIMITS.email);
  if (password === "") issues.add(["password"], "REQUIRED", "Password is required.");
  // Longer than any password we accept: refused without a (slow) bcrypt comparison on the backend.
  else if (password.length > 1024) issues.add(["password"], "TOO_LONG", "Password is too long.");
  issues.throwIfAny();
  return { identifier: id as string, password };
}

/** Checks an address under `path` (e.g. `["input"]` or `["input", "shippingAddress", "address"]`) into `issues`. */
export function addressFields(issues: FieldIssues, path: Path, input: AddressInput): AddressBody | undefined {
  const before = issues.list.length;
  const text = (key: "name" | "area" | "street" | "building", label: string) => issues.text([...path, key], input[key], label, ACCOUNT_LIMITS.address);
  const name = text("name", "Name");
  const phone = checkPhone(issues, [...path, "phone"], input.phone);
  const area = text("area", "Area");
  const street = text("street", "Street");
  const building = text("building", "Building");
  if (issues.list.length > before) return undefined;
  return {
    name: name as string,
    phone: phone as string,
    emirate: input.emirate.toLowerCase() as RestEmirate,
    area: area as string,
    street: street as string,
    building: building as string,
    is_default: input.isDefault === true,
  };
}

export function addressBody(input: AddressInput): AddressBody {
  const issues = new FieldIssues();
  const body = addressFields(issues, ["input"], input);
  issues.throwIfAny();
  return body as AddressBody;
}

/** An id argument: numeric ids only; anything else is simply not found. */
export function numericId(id: string): number | undefined {
  return /^\d{1,12}$/.test(id) ? Number(id) : undefined;
}
