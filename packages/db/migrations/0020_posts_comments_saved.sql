-- Posts on user and business timelines, comments on posts, products and comments, and each
-- user's saved products and businesses (decision 0008). Posts and comments are removed softly
-- (deleted_at); the partial indexes serve the pages of what is not removed.
CREATE TABLE posts (
  post_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  author_user_id uuid NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  business_id uuid REFERENCES businesses(business_id) ON DELETE CASCADE,
  timeline_type text NOT NULL,
  timeline_id uuid NOT NULL,
  content text NOT NULL,
  picture_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT posts_timeline_type_check CHECK (timeline_type IN ('user', 'business')),
  CONSTRAINT posts_content_check CHECK (length(content) BETWEEN 1 AND 3000)
);
--> statement-breakpoint
CREATE INDEX posts_timeline_idx ON posts (timeline_type, timeline_id, created_at DESC, post_id DESC)
  WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX posts_author_idx ON posts (author_user_id);
--> statement-breakpoint
CREATE TABLE comments (
  comment_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  resource_type text NOT NULL,
  resource_id uuid NOT NULL,
  author_user_id uuid NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  business_id uuid REFERENCES businesses(business_id) ON DELETE CASCADE,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT comments_resource_type_check CHECK (resource_type IN ('post', 'product', 'comment')),
  CONSTRAINT comments_content_check CHECK (length(content) BETWEEN 1 AND 512)
);
--> statement-breakpoint
CREATE INDEX comments_resource_idx ON comments (resource_id, created_at, comment_id) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE TABLE saved_items (
  user_id uuid NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  resource_type text NOT NULL,
  resource_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, resource_type, resource_id),
  CONSTRAINT saved_items_resource_type_check CHECK (resource_type IN ('product', 'business'))
);
--> statement-breakpoint
CREATE INDEX saved_items_user_idx ON saved_items (user_id, created_at DESC);
