import { useNavigation } from "react-router";

/** Shown while the next page's code and data load after a client-side navigation. */
export function RouteSpinner() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center motion-safe:animate-delayed-fade"
    >
      <span className="flex items-center gap-2 rounded-full bg-brand-900 px-4 py-2 text-sm text-white shadow-lg">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/30 border-t-white"
        />
        Loading page…
      </span>
    </div>
  );
}
