import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { ErasureReceipt } from "#common/admin-contract.ts";

import { type AdminApiError, postJson } from "./admin-client";
import type { DataSubject } from "./data-subject";

/** `confirm` is what the admin typed to confirm; the server wants "ERASE". */
export function useEraseDataSubject(
  subject: DataSubject,
  onErased: (receipt: ErasureReceipt) => void,
) {
  const queryClient = useQueryClient();
  return useMutation<ErasureReceipt, AdminApiError, string>({
    mutationFn: (confirm) => postJson("/data-subject/erase", { ...subject, confirm }),
    onSuccess: async (receipt) => {
      // The person's leads may be in any cached inbox page, lead page or search: none may stay.
      await queryClient.invalidateQueries();
      onErased(receipt);
    },
  });
}
