/** The social image widget (spec 1 §9: "Social image widget requests 8 images"); ADR 040. */
export const SOCIAL_IMAGE_COUNT = 8;

/** What the widget shows of one post: our own copy of its image, and the post it links to. */
export type SocialImage = { image: string; srcset: string | null; width: number | null; height: number | null; permalink: string; caption: string };

/** GET /api/social-feed/: whether the company's Instagram is connected and how its last refresh went. */
export type SocialFeedStatus = {
  connected: boolean;
  account_name: string | null;
  refreshed_at: string | null;
  attempted_at: string | null;
  last_error: string | null;
  image_count: number;
};

/** Why a refresh failed, in words a manager can act on (the images shown stay as they were). */
export const SOCIAL_FEED_ERRORS = {
  tokenRefused: 'Instagram refused the access token: it has expired or was revoked. Paste a new long-lived token and connect again.',
  unreachable: 'Instagram could not be reached. The images shown stay as they were; the next refresh tries again.',
  unreadable: "Instagram's answer could not be read (it was cut off or not in the expected form). The images shown stay as they were.",
  imageFailed: 'An image of a post could not be downloaded or is not a picture. The images shown stay as they were.',
  tokenUnreadable: 'The stored access token cannot be read with this server\'s data key. Paste the token again and connect.',
  serviceError: (message: string) => `Instagram answered with an error: ${message}`,
} as const;
