"use strict";

const { InvalidInput } = require("./validation");

// users-permissions' error body: `message` and `data` both carry [{ messages: [{ id, message }] }].
const formatError = (id, message) => [{ messages: [{ id, message }] }];

/** A 400 the way users-permissions answers one (the gateway reads the message id). */
const authError = (ctx, id, message) => ctx.badRequest(null, formatError(id, message));

/** Runs a controller action, answering Strapi's validation 400 for InvalidInput. */
const withValidation = (action) => async (ctx) => {
  try {
    return await action(ctx);
  } catch (error) {
    if (error instanceof InvalidInput) return ctx.badRequest("ValidationError", { errors: error.errors });
    throw error;
  }
};

/** A whole number id from the path, or undefined. */
const idParam = (value) => (/^\d{1,12}$/.test(String(value)) ? Number(value) : undefined);

module.exports = { authError, formatError, withValidation, idParam };
