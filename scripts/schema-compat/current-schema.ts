// The schema the gateway serves, read the way it reads it (server/src/graphql/type-defs.ts: every .graphql under
// schema/ except the published copy), built with graphql's own builder, which applies the `extend type`s.
import { buildASTSchema, concatAST, parse, type GraphQLSchema } from "graphql";
import { loadTypeDefs } from "../../server/src/graphql/type-defs.js";

export function currentSchema(schemaDir: string): GraphQLSchema {
  return buildASTSchema(concatAST(loadTypeDefs(schemaDir).map((sdl) => parse(sdl))));
}
