import { describe, expect, it } from "vitest";
import { readSpecificationParams, toggleSpecification } from "./specification-params";

describe("specification filters in the URL", () => {
  it("reads one parameter per key, values split on |, malformed ones ignored", () => {
    const search = new URLSearchParams("spec.ram_gb=64|128|64&spec.gpu=NVIDIA RTX 4000 Ada&spec.Bad-Key=1&spec.term_months=&brand=hp");
    expect(readSpecificationParams(search)).toEqual([
      { key: "ram_gb", values: ["64", "128"] },
      { key: "gpu", values: ["NVIDIA RTX 4000 Ada"] },
    ]);
  });

  it("toggles a value in and out, dropping the parameter with its last value", () => {
    const chosen = [{ key: "ram_gb", values: ["64"] }];
    expect(toggleSpecification(chosen, "ram_gb", "128")).toEqual({ "spec.ram_gb": "64|128" });
    expect(toggleSpecification(chosen, "ram_gb", "64")).toEqual({ "spec.ram_gb": null });
    expect(toggleSpecification(chosen, "gpu", "RTX")).toEqual({ "spec.gpu": "RTX" });
  });
});
