-- What an edit or a cancellation changed (field, old and new value), kept with the order's history.
ALTER TABLE "order_status_events" ADD COLUMN "changes" jsonb;
