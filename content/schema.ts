import { z } from "zod";

import { postCategories, serviceGroups } from "./taxonomy";

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a slug is lower-case words joined by hyphens");

/** Search engines cut descriptions at about 155-160 characters. */
const metaDescription = z.string().min(50).max(160);
const paragraph = z.string().min(40);
const imageKey = slugSchema.describe("file name (without extension) in content/images");

export const faqItemSchema = z.object({
  question: z.string().min(10).max(160).regex(/\?$/, "a question ends with a question mark"),
  answer: z.string().min(30),
});
export type FaqItem = z.output<typeof faqItemSchema>;

export const serviceSchema = z.object({
  slug: slugSchema,
  /** Other paths that show this page; their canonical link points at `slug`. */
  aliases: z.array(slugSchema).default([]),
  title: z.string().min(3).max(60),
  group: z.enum(serviceGroups),
  summary: metaDescription,
  /** The opening paragraph: what the service is and for whom. */
  intro: z.string().min(80),
  /** When a customer needs it: the signs and situations, one per item. */
  signs: z.array(z.string().min(15)).min(3).max(8),
  /** What the job involves, in the order it happens. */
  steps: z
    .array(z.object({ title: z.string().min(3).max(60), text: paragraph }))
    .min(3)
    .max(7),
  /** Safety and South African compliance: SANS 10142-1, Certificates of Compliance, the City. */
  compliance: z.array(paragraph).min(1).max(3),
  faqs: z.array(faqItemSchema).min(2).max(6),
  /** Other services worth a look from this page (slugs). */
  related: z.array(slugSchema).min(2).max(6),
  image: imageKey.optional(),
});
export type ServiceInput = z.input<typeof serviceSchema>;
export type Service = z.output<typeof serviceSchema>;

export const regionSchema = z.object({
  slug: slugSchema,
  name: z.string().min(3),
  summary: metaDescription,
  intro: z.string().min(80),
  /** What is particular to the region: housing, supply, weather, how we cover it. */
  body: z.array(paragraph).min(1).max(4),
});
export type RegionInput = z.input<typeof regionSchema>;
export type Region = z.output<typeof regionSchema>;

export const areaSchema = z.object({
  slug: slugSchema,
  region: slugSchema,
  name: z.string().min(3),
  summary: metaDescription,
  intro: z.string().min(80),
  /** Typical drive from the Bishop Lavis workshop outside rush hour, in minutes. */
  travelMinutes: z.number().int().min(0).max(120),
  /** The housing stock and how it is wired. */
  housing: paragraph,
  /** The jobs we are called for here, and why they come up in this area. */
  typicalJobs: z.array(paragraph).min(2).max(4),
  /** Services most asked for here (slugs); the service pages link back. */
  services: z.array(slugSchema).min(3).max(6),
  /** Neighbouring areas with pages of their own (slugs). */
  nearby: z.array(slugSchema).max(5).default([]),
  faqs: z.array(faqItemSchema).max(3).default([]),
});
export type AreaInput = z.input<typeof areaSchema>;
export type Area = z.output<typeof areaSchema>;

export const postFrontMatterSchema = z.object({
  title: z.string().min(10).max(70),
  description: metaDescription,
  /** The day the post was written for this site. */
  published: z.iso.date(),
  category: z.enum(postCategories),
  tags: z.array(z.string().min(2)).min(1).max(6),
  /** Services the article is about (slugs), linked from the post and back from the service. */
  services: z.array(slugSchema).min(1).max(4),
  /** Areas the article is about (area slugs), linked both ways. */
  areas: z.array(slugSchema).max(4).default([]),
  image: imageKey.optional(),
});
export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;

export interface Post extends PostFrontMatter {
  slug: string;
  /** When its text last changed, from content/post-revisions.ts; absent when never changed. */
  updated?: string;
  /** Markdown source of the article body, without the front matter. */
  body: string;
  wordCount: number;
  readingMinutes: number;
}

/**
 * A customer's consent to publish their words, their job or a photo of their property. Without it
 * the entry is an invented example: shown in development and preview builds only.
 */
export const permissionSchema = z
  .object({
    /** Who gave it, as the business's records name them (not shown on the site). */
    givenBy: z.string().min(2).max(80),
    /** When they said it, or when the job was finished or the photo taken. */
    givenOn: z.iso.date(),
    /** When they agreed, in writing, to its publication on this site. */
    permissionOn: z.iso.date(),
  })
  .refine((permission) => permission.permissionOn >= permission.givenOn, {
    message: "permission to publish cannot come before the words, job or photo it covers",
    path: ["permissionOn"],
  });
export type Permission = z.output<typeof permissionSchema>;

export const caseStudySchema = z.object({
  slug: slugSchema,
  title: z.string().min(10).max(90),
  area: slugSchema,
  services: z.array(slugSchema).min(1).max(3),
  summary: z.string().min(40).max(200),
  /** What the customer called about. */
  problem: paragraph,
  /** What we found when we tested. */
  found: paragraph,
  /** What we did. */
  work: z.array(paragraph).min(1).max(3),
  /** The outcome for the customer. */
  result: paragraph,
  duration: z.string().min(3),
  image: imageKey.optional(),
  permission: permissionSchema.optional(),
});
export type CaseStudyInput = z.input<typeof caseStudySchema>;
export type CaseStudy = z.output<typeof caseStudySchema>;

export const testimonialSchema = z.object({
  quote: z.string().min(40).max(400),
  /** First name and initial only. */
  name: z.string().min(2).max(40),
  area: slugSchema,
  service: slugSchema,
  permission: permissionSchema.optional(),
});
export type Testimonial = z.output<typeof testimonialSchema>;

export const galleryItemSchema = z.object({
  slug: slugSchema,
  title: z.string().min(5).max(80),
  caption: z.string().min(30).max(300),
  alt: z.string().min(15).max(200),
  image: imageKey,
  service: slugSchema,
  /** Where the job was: only for the business's own work, so only with the customer's permission. */
  area: slugSchema.optional(),
  permission: permissionSchema.optional(),
});
export type GalleryItem = z.output<typeof galleryItemSchema>;

export const faqCategorySchema = z.object({
  slug: slugSchema,
  title: z.string().min(3),
  items: z.array(faqItemSchema).min(2),
});
export type FaqCategory = z.output<typeof faqCategorySchema>;
