/**
 * A booking the business closed as lost (or whose details the retention job removed) is over,
 * whatever its own status says: it holds no place and gets no reminder.
 */
import { and, eq, isNotNull, notExists, or, type SQL } from "drizzle-orm";

import type { Db, Transaction } from "../db/client";
import { appointments, leadWork } from "../db/schema";

export const notClosed = (db: Db | Transaction): SQL =>
  notExists(
    db
      .select()
      .from(leadWork)
      .where(
        and(
          eq(leadWork.leadId, appointments.id),
          or(eq(leadWork.status, "lost"), isNotNull(leadWork.anonymisedAt)),
        ),
      ),
  );
