"use strict";

// `/addresses`, owned by their user. The Authenticated role is granted these actions; every query here is
// narrowed to the caller's own rows, so someone else's address answers 404 exactly like a missing one.
const { parseAddressBody } = require("../../../shop/validation");
const { withValidation, idParam } = require("../../../shop/http");

const query = () => strapi.query("address");

const addressJson = (row) => ({
  id: row.id,
  user: row.user && typeof row.user === "object" ? row.user.id : row.user,
  name: row.name,
  phone: row.phone,
  emirate: row.emirate,
  area: row.area,
  street: row.street,
  building: row.building,
  is_default: Boolean(row.is_default),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** The caller's id; the route is granted to the Authenticated role only, and this holds without that grant too. */
const ownerOf = (ctx) => {
  if (!ctx.state.user) throw strapi.errors.forbidden();
  return ctx.state.user.id;
};

const own = (user, id) => (id === undefined ? null : query().findOne({ id, user }, []));

/** One default per user: a new default replaces the old one. */
const clearDefault = async (user) => {
  const defaults = await query().find({ user, is_default: true, _limit: -1 }, []);
  await Promise.all(defaults.map((row) => query().update({ id: row.id }, { is_default: false })));
};

module.exports = {
  async find(ctx) {
    const user = ownerOf(ctx);
    const rows = await query().find({ user, _sort: "id:ASC", _limit: -1 }, []);
    ctx.body = rows.map(addressJson);
  },

  async count(ctx) {
    const user = ownerOf(ctx);
    ctx.body = await query().count({ user });
  },

  async findOne(ctx) {
    const user = ownerOf(ctx);
    const row = await own(user, idParam(ctx.params.id));
    if (!row) return ctx.notFound();
    ctx.body = addressJson(row);
  },

  // The owner comes from the token; a `user` in the body is ignored. The first address is the default.
  create: withValidation(async (ctx) => {
    const user = ownerOf(ctx);
    const input = parseAddressBody(ctx.request.body);
    const hasDefault = (await query().count({ user, is_default: true })) > 0;
    const makeDefault = input.is_default || !hasDefault;
    if (makeDefault) await clearDefault(user);
    ctx.body = addressJson(await query().create({ ...input, user, is_default: makeDefault }));
  }),

  // `is_default: false` never un-defaults the default: there is always one.
  update: withValidation(async (ctx) => {
    const user = ownerOf(ctx);
    const current = await own(user, idParam(ctx.params.id));
    if (!current) return ctx.notFound();
    const input = parseAddressBody(ctx.request.body);
    if (input.is_default) await clearDefault(user);
    const isDefault = input.is_default || Boolean(current.is_default);
    ctx.body = addressJson(await query().update({ id: current.id }, { ...input, user, is_default: isDefault }));
  }),

  // When the default goes, the newest remaining address becomes the default.
  async delete(ctx) {
    const user = ownerOf(ctx);
    const current = await own(user, idParam(ctx.params.id));
    if (!current) return ctx.notFound();
    await query().delete({ id: current.id });
    if (current.is_default) {
      const [newest] = await query().find({ user, _sort: "id:DESC", _limit: 1 }, []);
      if (newest) await query().update({ id: newest.id }, { is_default: true });
    }
    ctx.body = addressJson(current);
  },
};
