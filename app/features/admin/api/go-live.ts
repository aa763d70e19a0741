import { queryOptions } from "@tanstack/react-query";

import type { ReadinessItem } from "#content/readiness.ts";

import { type AdminApiError, getJson } from "./admin-client";

export const goLiveQuery = () =>
  queryOptions<{ items: ReadinessItem[] }, AdminApiError>({
    queryKey: ["go-live"],
    queryFn: () => getJson<{ items: ReadinessItem[] }>("/go-live"),
  });
