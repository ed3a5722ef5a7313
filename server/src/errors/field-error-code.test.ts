import { readFileSync } from "node:fs";
import { Kind, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { FieldErrorCode } from "./field-error-code.js";

// Codegen imports the hand-written FieldErrorCode instead of writing the schema's values itself, so nothing else
// would notice a value added to one list and not the other.
describe("FieldErrorCode", () => {
  it("lists exactly the values of the schema's enum", () => {
    const sdl = readFileSync(new URL("../../../schema/base.graphql", import.meta.url), "utf8");
    const enumType = parse(sdl).definitions.find((d) => d.kind === Kind.ENUM_TYPE_DEFINITION && d.name.value === "FieldErrorCode");
    const inSchema = enumType?.kind === Kind.ENUM_TYPE_DEFINITION ? (enumType.values ?? []).map((v) => v.name.value) : [];
    expect(inSchema.length).toBeGreaterThan(0);
    expect(Object.keys(FieldErrorCode).sort()).toEqual(Object.values(FieldErrorCode).sort());
    expect(Object.values(FieldErrorCode).sort()).toEqual([...inSchema].sort());
  });
});
