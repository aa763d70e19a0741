import { business, confirmed, type Claim, type ClaimKey } from "./business";
import { caseStudies } from "./case-studies";
import { privacy } from "./privacy";
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
  agencyCredit: { label: "a web agency credit for the footer", required: false },
};

const show = (value: unknown) => JSON.stringify(value);

/**
 * What the content still needs from the owner: every fact of `site.ts` not confirmed, every
 * claim not set or not confirmed, the Information Officer, and every testimonial or case study
 * that is not a real customer's, given with permission.
 */
export function contentReadiness(): ReadinessItem[] {
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
  const proof = [
    ...testimonials.map((item, index) => ({
      id: `testimonial.${index + 1}`,
      file: "content/testimonials.ts",
      message: `the testimonial from "${item.name}" is an invented example: replace it with a real customer's words, given with permission, or delete it`,
      blocking: true,
    })),
    ...caseStudies.map((study) => ({
      id: `case-study.${study.slug}`,
      file: "content/case-studies.ts",
      message: `the case study "${study.slug}" is an invented example: replace it with a real job, published with the customer's permission, or delete it`,
      blocking: true,
    })),
  ];
  return [...facts, ...claims, ...officer, ...proof];
}
