import graphqlPlugin from "@graphql-eslint/eslint-plugin";

// Lints only the GraphQL contract in schema/ (`npm run lint:schema`, part of `npm test`): everything an explorer
// user can see carries a description, and no type is left that no query or mutation can reach.
export default [
  {
    files: ["schema/**/*.graphql"],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: "schema/**/*.graphql" } },
    },
    plugins: { "@graphql-eslint": graphqlPlugin },
    rules: {
      "@graphql-eslint/require-description": [
        "error",
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
        },
      ],
      "@graphql-eslint/no-unreachable-types": "error",
    },
  },
];
