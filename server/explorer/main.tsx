import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { GraphiQL } from "graphiql";
import { createGraphiQLFetcher } from "@graphiql/toolkit";
import "graphiql/style.css";
import "./page.css";
import { EXAMPLE_TABS } from "./example-operations.ts";

// Same origin as the page, so the gateway's CSP can keep connect-src to 'self'. Headers typed in the editor
// (a JWT) are kept for this tab only, never in localStorage.
const fetcher = createGraphiQLFetcher({ url: new URL("/graphql", location.href).href });

createRoot(document.getElementById("explorer")!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultTabs={EXAMPLE_TABS} isHeadersEditorEnabled shouldPersistHeaders={false} defaultEditorToolsVisibility="variables" />
  </StrictMode>,
);
