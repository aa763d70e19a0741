import { z } from "zod";

import { serviceGroups } from "./taxonomy";

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a slug is lower-case words joined by hyphens");

/** Search engines cut descriptions at about 155-160 characters. */
const metaDescription = z.string().min(50).max(160);

export const serviceSchema = z.object({
  slug: slugSchema,
  /** Other paths that show this page; their canonical link points at `slug`. */
  aliases: z.array(slugSchema).default([]),
  title: z.string().min(3).max(60),
  group: z.enum(serviceGroups),
  summary: metaDescription,
  intro: z.string().min(80),
});
export type ServiceInput = z.input<typeof serviceSchema>;
export type Service = z.output<typeof serviceSchema>;

export const regionSchema = z.object({
  slug: slugSchema,
  name: z.string().min(3),
  summary: metaDescription,
  intro: z.string().min(80),
});
export type RegionInput = z.input<typeof regionSchema>;
export type Region = z.output<typeof regionSchema>;

export const areaSchema = z.object({
  slug: slugSchema,
  region: slugSchema,
  name: z.string().min(3),
  summary: metaDescription,
  intro: z.string().min(80),
});
export type AreaInput = z.input<typeof areaSchema>;
export type Area = z.output<typeof areaSchema>;

export const postFrontMatterSchema = z.object({
  title: z.string().min(10).max(70),
  description: metaDescription,
  published: z.iso.date(),
  updated: z.iso.date().optional(),
  tags: z.array(z.string().min(2)).min(1),
});
export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;

export interface Post extends PostFrontMatter {
  slug: string;
  /** Markdown source of the article body, without the front matter. */
  body: string;
}
