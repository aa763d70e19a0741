/**
 * Die tuisblad in Afrikaans: dieselfde feite as content/home.ts (net wat die eienaar bevestig
 * het), nuut geskryf vir 'n huishouding op die Vlakte of in die Noordelike Voorstede.
 */
import { business, confirmed, yearsInBusiness } from "../business";
import { site } from "../site";
import { serviceAreaSummary } from "./site";

/** The hero picture's alternative text (content/images.ts describes it in English). */
export const heroAlt =
  "Tekening van 'n elektrisiën by 'n oop verspreidingsbord langs 'n huis met die ligte aan, met Tafelberg agter";

/** The reasons on the home page, with the same icons as the English page. */
export function homeReasons(now: Date = new Date()) {
  const years = yearsInBusiness(now);
  const founded = confirmed(business.foundedYear);
  const history =
    years === undefined || founded === undefined
      ? []
      : [
          {
            icon: "clock",
            title: `${years} jaar in Kaapstad`,
            text: `Ons werk al sedert ${founded} van ${site.address.locality} af.`,
          } as const,
        ];
  return [
    ...history,
    {
      icon: "certificate",
      title: "Werk met 'n sertifikaat",
      text: "Elke nuwe installasie en elke verandering word getoets, en jy kry 'n sertifikaat van nakoming (CoC) volgens SANS 10142-1.",
    },
    {
      icon: "quote",
      title: "'n Vaste prys op skrif",
      text: "Jy weet wat dit gaan kos voordat ons begin, en die faktuur is dieselfde bedrag. Geen skrik aan die einde nie.",
    },
    {
      icon: "nearby",
      title: "Hier naby",
      text: `Van ons werkswinkel in ${site.address.locality} is ons binne 'n paar minute in die Noordelike Voorstede en op die Kaapse Vlakte.`,
    },
  ] as const;
}

/** The line above the heading: registration and age only as far as the owner has confirmed. */
export function homeBadge(): string {
  const founded = confirmed(business.foundedYear);
  const registered = confirmed(business.contractorRegistration) !== undefined;
  const who = registered ? "Geregistreerde elektriese kontrakteur" : "Plaaslike elektrisiëns";
  return founded === undefined ? who : `${who} sedert ${founded}`;
}

/** The home page's running text; headings and buttons are in common/i18n/af/pages.ts. */
export function homeCopy(now: Date = new Date()) {
  const years = yearsInBusiness(now);
  const opening =
    years === undefined
      ? "Ons herstel, installeer en sertifiseer"
      : `Al ${years} jaar lank herstel, installeer en sertifiseer ons`;
  return {
    hero: `${opening} elektriese werk in huise en besighede oral in ${serviceAreaSummary}. Elke werk word volgens SANS 10142-1 gedoen, en ons noodlyn word 24 uur per dag geantwoord.`,
    emergency:
      "Ruik jy iets brand, sien jy vonke, bly die hoofskakelaar nie aan nie, of hang daar 'n kaal draad? Skakel by die hoofskakelaar af as jy veilig daarby kan uitkom, hou almal weg en bel ons. As iemand seergekry het of daar is 'n brand, bel eers 112.",
    services:
      "Vir huise, besighede en fabrieke: foute en herstelwerk, nuwe installasies, rugsteunkrag vir beurtkrag, sertifikate van nakoming en sekuriteit.",
    areas: `Van ${site.address.suburb} af werk ons oral in ${serviceAreaSummary}. Die Kaapse Vlakte en die Noordelike Voorstede is die naaste aan ons werkswinkel.`,
  };
}
