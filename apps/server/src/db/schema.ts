import type { Generated } from 'kysely';

/** Table types for Kysely. Timestamps are ISO-8601 UTC text so both dialects sort them alike. */
export interface EventsTable {
  id: string;
  title: string;
  category: string;
  event_owner: string | null;
  artist_name: string;
  venue: string;
  city: string;
  time_zone: string;
  month: string;
  date: string;
  year: string;
  time: string;
  starts_at: string;
  base_price: number;
  subaccount_code: string;
  description: string;
  about: string;
  ticket_file_name: string;
  ticket_file_type: string;
  ticket_file_size: string;
  capacity: number;
  remaining: number;
  sort_order: Generated<number>;
}

export interface Database {
  events: EventsTable;
}
