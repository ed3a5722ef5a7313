// saxon-js ships no types; these cover the two calls the Schematron harness makes.
declare module "saxon-js" {
  interface TransformOptions {
    stylesheetInternal: unknown;
    sourceText: string;
    destination: "document";
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: "sync"): { principalResult: unknown };
    XPath: {
      evaluate(expression: string, context: unknown, options: { namespaceContext: Record<string, string>; resultForm: "array" }): unknown;
    };
  };
  export default SaxonJS;
}
