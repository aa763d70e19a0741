/** Die kletsvenster se eie woorde in Afrikaans: dieselfde sleutels as common/i18n/en/chat.ts. */
import type { Chat } from "../en/chat";
import { chatButton } from "./chat-button";

export const chat: Chat = {
  launcher: chatButton,
  title: "{business} se assistent",
  subtitle: "Outomatiese antwoorde · 'n mens bel jou terug",
  close: "Maak die klets toe",
  conversation: "Gesprek",
  you: "Jy",
  typing: "Die assistent tik",
  inputLabel: "Jou boodskap",
  placeholder: "Vra my oor elektriese dienste of enigiets anders...",
  send: "Stuur boodskap",
  sendTooltip: "Stuur boodskap",
  greeting:
    "Hallo, ek is {business} se assistent: 'n outomatiese helper, nie 'n mens nie. Skryf vir my in Afrikaans of Engels: ek antwoord vrae oor ons dienste, ure, areas en pryse. Tik \"bel my terug\" en ek neem jou besonderhede sodat een van ons elektrisiëns jou bel. In 'n noodgeval, bel {phone} (24/7).",
  error: "Jammer, iets het skeefgeloop met jou boodskap. Probeer asseblief weer.",
  empty: "Ek het nie jou boodskap reg ontvang nie. Kan jy asseblief weer probeer?",
  tooLong: "Jou boodskap is taamlik lank. Hou dit asseblief onder {max} karakters.",
  collectionError:
    'Jammer, iets het skeefgeloop terwyl ek jou besonderhede geneem het, so ek moes van voor af begin. Bel ons asseblief by {phone}, of tik "bel my terug" om weer te probeer.',
  followRequest: "Volg jou versoek",
};
