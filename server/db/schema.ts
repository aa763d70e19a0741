import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Leads captured by the chat assistant: the fields and defaults of the specification's
 * chatbot_submissions table. The visitor's address goes to the webhook, not into this row.
 */
export const chatbotSubmissions = pgTable(
  "chatbot_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    service: text("service").notNull().default(""),
    description: text("description").notNull().default(""),
    propertyType: text("property_type").notNull().default(""),
    preferredContact: text("preferred_contact").notNull().default("phone"),
    timeframe: text("timeframe").notNull().default("ASAP"),
    source: text("source").notNull().default("chatbot"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("chatbot_submissions_source_check", sql`${table.source} = 'chatbot'`)],
);
