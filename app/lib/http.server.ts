import { data } from "react-router";

/** Ends a loader with a 404, which the root error boundary renders as the not-found page. */
export function notFound(): never {
  throw data("Not found", { status: 404 });
}
