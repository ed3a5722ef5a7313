import type { OrderStatus } from "../../__generated__/resolvers-types.js";
import { money, toFils } from "../catalog/index.js";

/** Amounts the backend stored (AED numbers) as Money, through integer fils. */
export const aed = (value: number) => money(toFils(value) ?? 0);

/** The backend stores statuses in lower case (`pending`); the schema's enum is upper case. */
export const statusOf = (value: string) => value.toUpperCase() as OrderStatus;
