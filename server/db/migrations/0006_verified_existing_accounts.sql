-- Sign-up now proves the address with an e-mailed link before the account can sign in. Accounts
-- made before that (admin:create, or registered under the old rule) keep signing in as they did.
UPDATE "user" SET "email_verified" = true WHERE "email_verified" = false;
