import { contactValues, validateContact } from "@proav/shop-rules";
import type { MutationResolvers, QueryResolvers } from "../../__generated__/resolvers-types.js";
import { FieldIssues } from "../../errors/user-input.js";
import { contactEmail } from "./contact-email.js";
import { addContactIssues } from "./contact-rules.js";

export const Query: Pick<QueryResolvers, "shop"> = {
  shop: (_root, _args, ctx) => ctx.seller,
};

export const Mutation: MutationResolvers = {
  sendContactMessage: async (_, { input }, ctx) => {
    const values = contactValues(input);
    const issues = new FieldIssues();
    addContactIssues(issues, values, validateContact(values));
    issues.throwIfAny();
    // Counted after the checks: a shopper correcting a typo is not sending mail, a flood of valid messages is.
    await ctx.limitAttempt("contact");
    return { status: await ctx.mailer.send(contactEmail(values, ctx.shopInbox, ctx.requestId)) };
  },
};
