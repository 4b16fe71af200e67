-- Sign-in security (docs/decisions/0011-sign-in-security.md).
-- A one-time code is bound to the browser that started the sign-in: the SHA-256 of its state.
ALTER TABLE "auth_handoff_codes" ADD COLUMN "state_hash" text;
--> statement-breakpoint
-- A spent refresh token keeps the pair it was exchanged for (sealed under a key only its holder can
-- derive), answered again within the grace window instead of a new pair.
ALTER TABLE "auth_refresh_tokens" ADD COLUMN "successor" text;
