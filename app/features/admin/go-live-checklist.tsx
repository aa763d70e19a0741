import { useQuery } from "@tanstack/react-query";

import { goLiveQuery } from "./api/go-live";

/**
 * What stands between the site and the real business, as `npm run launch:check` lists it: shown
 * above the inbox while anything that blocks a launch is open, folded so it never hides the leads.
 */
export function GoLiveChecklist() {
  const query = useQuery(goLiveQuery());
  const items = query.data?.items ?? [];
  const blocking = items.filter((item) => item.blocking);
  // A checklist that cannot load must not stand in the way of the leads.
  if (blocking.length === 0) return null;
  const files = [...new Set(items.map((item) => item.file))];
  return (
    <details
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
      data-testid="go-live"
    >
      <summary className="cursor-pointer font-semibold text-amber-900">
        Before the site goes live: {blocking.length} to do
      </summary>
      <p className="mt-2 text-sm text-slate-700">
        Made-up details, missing settings and safety steps, each with where to fix it. ✗ must be
        done before launch; – is optional, or hidden from visitors until it is real.
      </p>
      {files.map((file) => (
        <div key={file} className="mt-3">
          <h2 className="font-mono text-sm font-semibold text-slate-800">{file}</h2>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {items
              .filter((item) => item.file === file)
              .map((item) => (
                <li key={item.id} className="flex gap-2">
                  <span aria-hidden="true">{item.blocking ? "✗" : "–"}</span>
                  <span>
                    <span className="sr-only">{item.blocking ? "To do: " : "Optional: "}</span>
                    {item.message}
                  </span>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </details>
  );
}
