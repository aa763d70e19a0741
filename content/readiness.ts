import { business, confirmed, type Claim, type ClaimKey } from "./business";
import { caseStudies } from "./case-studies";
import { galleryItems } from "./gallery";
import { privacy } from "./privacy";
import { showsOwnWork } from "./proof";
import { site, siteConfirmed } from "./site";
import { testimonials } from "./testimonials";

/** One thing to do before the site is the real business's, and where to do it. */
export interface ReadinessItem {
  /** A stable id, e.g. "site.phone" or "claim.foundedYear". */
  id: string;
  file: string;
  message: string;
  /** Whether the site must not go live with it open; otherwise the pages just leave it out. */
  blocking: boolean;
}

const claimLabels: Record<ClaimKey, { label: string; required: boolean }> = {
  foundedYear: { label: "the year the business started", required: false },
  contractorRegistration: {
    label:
      "the electrical contractor registration number from the Department of Employment and Labour",
    required: true,
  },
  registeredPersonLevel: {
    label: "the highest registration of the people who certify the work",
    required: false,
  },
  memberships: { label: "the trade bodies the business belongs to, e.g. ECA(SA)", required: false },
  workmanshipGuaranteeMonths: { label: "the workmanship guarantee, in months", required: false },
  story: { label: "the About page's story, in the owner's words", required: false },
  paymentTerms: { label: "how customers pay, and whether a deposit is asked", required: false },
  quotePolicy: { label: "whether quotes are free, and for which work", required: false },
  priceGuide: {
    label: "the price guide: call-out fee, CoC inspection and common jobs (content/prices.ts)",
    required: false,
  },
  agencyCredit: { label: "a web agency credit for the footer", required: false },
};

const show = (value: unknown) => JSON.stringify(value);

/**
 * What the content still needs from the owner: every fact of `site.ts` not confirmed, every
 * claim not set or not confirmed, the Information Officer, and every testimonial, case study or
 * picture of a job that a production build hides because it has no customer's permission.
 */
export function contentReadiness({
  isPhoto = () => false,
}: {
  /** Whether an image key is a photo; the Node side looks in content/images. */
  isPhoto?: (key: string) => boolean;
} = {}): ReadinessItem[] {
  const facts = Object.entries(siteConfirmed)
    .filter(([, confirmed]) => !confirmed)
    .map(([key]) => ({
      id: `site.${key}`,
      file: "content/site.ts",
      message: `${key} is ${show(site[key as keyof typeof siteConfirmed])}, made up for development: put in the real value and set siteConfirmed.${key} to true`,
      blocking: true,
    }));
  const claims = Object.entries(business).flatMap(([key, claim]) => {
    const { label, required } = claimLabels[key as ClaimKey];
    if (confirmed(claim as Claim<unknown>) !== undefined) return [];
    const state =
      claim.value === null ? "not set" : `set to ${show(claim.value)} but not confirmed`;
    return [
      {
        id: `claim.${key}`,
        file: "content/business.ts",
        message: `${label} (${key}) is ${state}${required ? "" : "; optional: until then the site says nothing about it"}`,
        blocking: required,
      },
    ];
  });
  const officer =
    confirmed(privacy.informationOfficer) !== undefined
      ? []
      : [
          {
            id: "privacy.informationOfficer",
            file: "content/privacy.ts",
            message:
              "informationOfficer is not set: the privacy policy must name the Information Officer registered with the Information Regulator",
            blocking: true,
          },
        ];
  const hidden = (id: string, file: string, what: string) => ({
    id,
    file,
    message: `${what} has no recorded permission, so a production build hides it (the ones that ship are invented examples): give it the customer's permission { givenBy, givenOn, permissionOn }, or delete it`,
    blocking: false,
  });
  const proof = [
    ...testimonials.flatMap((item, index) =>
      item.permission
        ? []
        : [
            hidden(
              `testimonial.${index + 1}`,
              "content/testimonials.ts",
              `the testimonial from "${item.name}"`,
            ),
          ],
    ),
    ...caseStudies
      .filter((study) => !study.permission)
      .map((study) =>
        hidden(
          `case-study.${study.slug}`,
          "content/case-studies.ts",
          `the case study "${study.slug}"`,
        ),
      ),
    ...galleryItems
      .filter((item) => showsOwnWork(item, isPhoto(item.image)) && !item.permission)
      .map((item) =>
        hidden(`gallery.${item.slug}`, "content/gallery.ts", `the gallery picture "${item.slug}"`),
      ),
  ];
  return [...facts, ...claims, ...officer, ...proof];
}
