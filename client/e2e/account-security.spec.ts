import { test, expect, hydrated } from "./support/fixtures";
import { expectToast, newShopper, register, signIn } from "./support/account-helpers";

// A token alone (a shared computer, a stolen phone) must not take the account: the e-mail moves only with the
// current password, and "Sign out everywhere" ends every other session. Messages are the shop's own words.

test("changing the e-mail asks for the current password", async ({ page, consoleProblems }) => {
  const shopper = newShopper("email");
  await register(page, shopper);
  await expect(page).toHaveURL(/\/account\/user-information$/);
  await page.getByRole("button", { name: "Edit" }).click();
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Save changes" }) });
  await expect(form).toHaveAttribute("method", "post");
  await expect(form.getByLabel("Current password")).toHaveCount(0);
  const moved = shopper.email.replace("e2e-", "e2e-moved-");
  await form.getByLabel("E-mail", { exact: true }).fill(moved);
  await expect(form.getByLabel("Current password")).toBeVisible();
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Current password").fill("Not-my-pass1");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText("That is not your current password.")).toBeVisible();
  await form.getByLabel("Current password").fill(shopper.password);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Your details were saved.");
  await expect(page.getByTestId("profile-details")).toContainText(moved);
  // The password form posts too, whatever happens to JavaScript.
  await expect(page.locator("form").filter({ has: page.getByRole("button", { name: "Change password" }) })).toHaveAttribute("method", "post");
  expect(consoleProblems).toEqual([]);
});

test("'Sign out everywhere' ends the session in another browser too", async ({ page, browser }) => {
  const shopper = newShopper("everywhere");
  await register(page, shopper);
  await expect(page).toHaveURL(/\/account\/user-information$/);

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const phone = await other.newPage();
  await phone.goto("/account/login");
  await hydrated(phone);
  await signIn(phone, shopper.email, shopper.password);
  await expect(phone).toHaveURL(/\/account\/user-information$/);

  const button = page.getByRole("button", { name: "Sign out everywhere" });
  await expect(page.locator("form").filter({ has: button })).toHaveAttribute("method", "post");
  await button.click();
  await expectToast(page, "You are signed out on every device.");
  await expect(page.getByTestId("sign-in-prompt")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("jwt"))).toBeNull();

  // The other browser still holds its token, and the gateway now refuses it.
  await phone.reload();
  await hydrated(phone);
  await expectToast(phone, "Your session has ended", "Please sign in again");
  await expect(phone.getByTestId("sign-in-prompt")).toBeVisible();
  await other.close();
});

test("a wrong password is told in the shop's words", async ({ page }) => {
  await page.goto("/account/login");
  await hydrated(page);
  await signIn(page, "john.doe@example.com", "not-his-password1");
  const alert = page.getByRole("form", { name: "Sign in" }).getByRole("alert");
  await expect(alert).toContainText("That e-mail address (or username) and password don't match.");
  await expect(alert).not.toContainText("Identifier or password invalid");
});
