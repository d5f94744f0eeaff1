import type { SocialFeedStatus } from '../../../../shared/social/social-feed';
import { getJson, requestJson } from '../../../api/http';

/** `/api/social-feed/`: the company's connected Instagram behind the social image widget (ADR 040). */
export const socialFeedApi = {
  status: (signal?: AbortSignal) => getJson<SocialFeedStatus>('/api/social-feed/', signal),
  connect: (accessToken: string) => requestJson<SocialFeedStatus>('PUT', '/api/social-feed/', { access_token: accessToken }),
  refresh: () => requestJson<SocialFeedStatus>('POST', '/api/social-feed/refresh/'),
  disconnect: () => requestJson<null>('DELETE', '/api/social-feed/'),
};
