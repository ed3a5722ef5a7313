// The addresses table. Every statement is scoped by the owner's id, so no call can touch another user's rows.
import type { Db } from "../db/open.js";
import { prepareCached } from "../db/statements.js";
import type { AddressInput } from "../extension-rules.js";

export interface AddressRow {
  id: number;
  user: number;
  name: string;
  phone: string;
  emirate: string;
  area: string;
  street: string;
  building: string;
  is_default: 0 | 1;
  created_at: string;
  updated_at: string;
}

export const listAddresses = (db: Db, user: number) => prepareCached(db, "SELECT * FROM addresses WHERE user = ? ORDER BY id").all(user) as AddressRow[];

export const findAddress = (db: Db, user: number, id: number) =>
  prepareCached(db, "SELECT * FROM addresses WHERE user = ? AND id = ?").get(user, id) as AddressRow | undefined;

const clearDefault = (db: Db, user: number, now: string) =>
  prepareCached(db, "UPDATE addresses SET is_default = 0, updated_at = ? WHERE user = ? AND is_default = 1").run(now, user);

const hasDefault = (db: Db, user: number) => prepareCached(db, "SELECT 1 FROM addresses WHERE user = ? AND is_default = 1").get(user) !== undefined;

/** The first address is the default; a new default replaces the old one in the same transaction. */
export function insertAddress(db: Db, user: number, input: AddressInput, now: string): AddressRow {
  return db
    .transaction(() => {
      const makeDefault = input.is_default || !hasDefault(db, user);
      if (makeDefault) clearDefault(db, user, now);
      const row = prepareCached(
        db,
        `INSERT INTO addresses (user, name, phone, emirate, area, street, building, is_default, created_at, updated_at)
       VALUES (@user, @name, @phone, @emirate, @area, @street, @building, @is_default, @now, @now) RETURNING *`,
      ).get({ ...input, user, is_default: makeDefault ? 1 : 0, now }) as AddressRow;
      return row;
    })
    .immediate();
}

/** Replaces the fields; `is_default: false` never un-defaults the default (there must always be one). */
export function updateAddress(db: Db, user: number, id: number, input: AddressInput, now: string): AddressRow | undefined {
  return db
    .transaction(() => {
      const current = findAddress(db, user, id);
      if (!current) return undefined;
      if (input.is_default) clearDefault(db, user, now);
      return prepareCached(
        db,
        `UPDATE addresses SET name = @name, phone = @phone, emirate = @emirate, area = @area, street = @street,
         building = @building, is_default = @is_default, updated_at = @now WHERE user = @user AND id = @id RETURNING *`,
      ).get({ ...input, user, id, is_default: input.is_default || current.is_default === 1 ? 1 : 0, now }) as AddressRow;
    })
    .immediate();
}

/** Deletes; when it was the default, the newest remaining address becomes the default. */
export function deleteAddress(db: Db, user: number, id: number, now: string): AddressRow | undefined {
  return db
    .transaction(() => {
      const current = findAddress(db, user, id);
      if (!current) return undefined;
      prepareCached(db, "DELETE FROM addresses WHERE user = ? AND id = ?").run(user, id);
      if (current.is_default === 1) {
        prepareCached(
          db,
          `UPDATE addresses SET is_default = 1, updated_at = ?
         WHERE id = (SELECT id FROM addresses WHERE user = ? ORDER BY id DESC LIMIT 1)`,
        ).run(now, user);
      }
      return current;
    })
    .immediate();
}
