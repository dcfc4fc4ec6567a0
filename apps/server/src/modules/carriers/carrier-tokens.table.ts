import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Carriers' OAuth tokens shared by every instance (UPS, FedEx, USPS, DHL issue tokens valid for minutes to
 * hours and limit how often they are requested). The token is encrypted like channel credentials.
 */
export const carrierTokens = pgTable('carrier_tokens', {
  /** carrierCode:channelId:key */
  key: text('key').primaryKey(),
  tokenCipher: text('token_cipher').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
