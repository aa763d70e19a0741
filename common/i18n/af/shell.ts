import type { Shell } from "../messages";

/** Die webwerf se raam in Afrikaans: wat elke bladsy om sy inhoud wys. */
export const shell: Shell = {
  skipToContent: "Slaan oor na die inhoud",
  otherLanguage: "Read this page in English",
};
