"use strict";

// The shop answers a request for quote in the admin panel (the content-manager's update, or any
// `strapi.query("quote").update` touching the answer): status `quoted` with a price on every line and a validity
// date, or `declined`, with an optional note. The answer is checked by the rule the stand-in's admin route uses
// (shop/quote.js' parseQuoteAnswer): a bad answer is a 400 `ValidationError` naming each field, an accepted or
// declined quote a 409, and nothing is saved. Only the answer is stored: what was asked for (the lines' products,
// titles, quantities and web prices, the contact) stays as the buyer sent it, and `quoted_at` is the moment quoted.
// Quotes are created by buyers (POST /quotes) only, and accepted by the quote controller straight through knex.
const { InvalidInput, QuoteConflict, dubaiDate, parseQuoteAnswer } = require("../../../shop/quote");
const { quoteJson, QUOTE_POPULATE } = require("../../../shop/quote-json");

const ANSWER_FIELDS = ["status", "valid_until", "shop_note", "lines"];
const ASKED_FIELDS = ["product", "title", "part_number", "quantity", "web_unit_price"];

function answerOf(current, data) {
  try {
    return parseQuoteAnswer(current, { ...data, status: data.status === undefined ? current.status : data.status }, dubaiDate(new Date()));
  } catch (error) {
    if (error instanceof InvalidInput) throw strapi.errors.badRequest("ValidationError", { errors: error.errors });
    if (error instanceof QuoteConflict) throw strapi.errors.conflict(error.code, { code: error.code, quote: quoteJson(current) });
    throw error;
  }
}

module.exports = {
  lifecycles: {
    beforeCreate(data) {
      // The content-manager never sends `number` (it is not writable there), the quote controller always does.
      if (!data || !data.number) throw strapi.errors.badRequest("Quotes are requested by buyers (POST /quotes), not created in the admin panel");
    },

    async beforeUpdate(params, data) {
      if (!data || !params || params.id === undefined || !ANSWER_FIELDS.some((key) => data[key] !== undefined)) return;
      const current = await strapi.query("quote").findOne({ id: params.id }, QUOTE_POPULATE);
      if (!current) return;
      const answer = answerOf(current, data);
      const priced = new Map(answer.lines.map((line) => [Number(line.id), line.quoted_unit_price]));
      const attributes = strapi.query("quote").model.attributes;
      for (const key of Object.keys(data)) if (attributes[key] && !ANSWER_FIELDS.includes(key)) delete data[key];
      Object.assign(data, {
        status: answer.status,
        valid_until: answer.valid_until,
        shop_note: answer.shop_note,
        lines: current.lines.map((line) => ({
          id: line.id,
          ...Object.fromEntries(ASKED_FIELDS.map((key) => [key, line[key]])),
          quoted_unit_price: priced.get(Number(line.id)),
        })),
        ...(answer.status === "quoted" ? { quoted_at: new Date().toISOString() } : {}),
      });
    },
  },
};
