-- Change notifications for the in-process caches (server/db/change-feed.ts): a statement that writes rows a
-- cache copies NOTIFYs its channel (payload: which key changed, or empty for "anything"), delivered to every
-- listening server process when the transaction commits.
CREATE OR REPLACE FUNCTION wl_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Public sightings pages: the sightings themselves (counts included), their authors' names and pictures, and
-- their media renditions.
CREATE TRIGGER sightings_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sightings
  FOR EACH STATEMENT EXECUTE FUNCTION wl_notify_change('wl_sightings');
--> statement-breakpoint
CREATE TRIGGER users_notify_sightings AFTER UPDATE OF username, profile_image_url OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION wl_notify_change('wl_sightings');
--> statement-breakpoint
CREATE TRIGGER media_assets_notify_change AFTER UPDATE OR DELETE ON media_assets
  FOR EACH STATEMENT EXECUTE FUNCTION wl_notify_change('wl_sightings');
--> statement-breakpoint
-- The member behind a session cookie: sessions ended (sign-out, password change, expiry) and members changed.
CREATE TRIGGER sessions_notify_change AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION wl_notify_change('wl_sessions');
--> statement-breakpoint
CREATE TRIGGER users_notify_sessions AFTER UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION wl_notify_change('wl_sessions');
--> statement-breakpoint
-- A member's likes and bookmarks ("likedByMe", "bookmarkedByMe" on every list), with the member's id.
CREATE OR REPLACE FUNCTION wl_notify_member_marks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('wl_marks', OLD.user_id::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('wl_marks', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER likes_notify_marks AFTER INSERT OR UPDATE OR DELETE ON likes
  FOR EACH ROW EXECUTE FUNCTION wl_notify_member_marks();
--> statement-breakpoint
CREATE TRIGGER bookmarks_notify_marks AFTER INSERT OR UPDATE OR DELETE ON bookmarks
  FOR EACH ROW EXECUTE FUNCTION wl_notify_member_marks();
--> statement-breakpoint
CREATE TRIGGER likes_truncate_notify_marks AFTER TRUNCATE ON likes
  FOR EACH STATEMENT EXECUTE FUNCTION wl_notify_change('wl_marks');
--> statement-breakpoint
CREATE TRIGGER bookmarks_truncate_notify_marks AFTER TRUNCATE ON bookmarks
  FOR EACH STATEMENT EXECUTE FUNCTION wl_notify_change('wl_marks');
