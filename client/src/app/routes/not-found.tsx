import { data } from "react-router";

// Unknown routes and /page/page-404 (the menu's link to the 404 screen): the root error boundary renders the
// designed 404 page, with a real 404 status and noindex.
export function loader() {
  throw data({ message: "Page not found" }, { status: 404 });
}

export default function NotFound() {
  return null;
}
