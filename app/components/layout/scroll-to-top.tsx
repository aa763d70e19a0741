import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * The specification asks for every route change to start at the top of the page. Links to an
 * anchor (#section) are left to the browser so they still land on their target.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
