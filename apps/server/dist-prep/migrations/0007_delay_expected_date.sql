ALTER TABLE "orders" ADD COLUMN "expected_date" date;
