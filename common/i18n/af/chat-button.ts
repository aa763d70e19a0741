/** Die klets se knoppie in Afrikaans: dieselfde sleutels as common/i18n/en/chat-button.ts. */
import type { ChatButton } from "../en/chat-button";

export const chatButton: ChatButton = {
  label: "Gesels met ons",
  unread: "{label}, {count} ongelees",
};
