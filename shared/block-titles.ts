import type { COMPANY_BLOCK_NAMES, PROPERTY_BLOCK_NAMES } from './constants';

// Kept apart from constants.ts so the public pages' shared chunk does not carry the manager's labels.
/** How the webpage model names each block: the heading visitors see (spec names kept as keys). */
export const BLOCK_TITLES: Record<(typeof PROPERTY_BLOCK_NAMES)[number] | (typeof COMPANY_BLOCK_NAMES)[number], string> = {
  'lease-periods': 'Lease periods',
  friends: 'Friends and people',
  about: 'About',
  gallery: 'Gallery',
  features: 'Features',
  'additional-resources': 'Additional resources',
  location: 'Location',
  'latest-posts': 'Latest posts',
  'what-people-say': 'What people say',
  'how-it-works': 'How it works',
  'contact-form': 'Contact form',
  'discover-you-new-home': 'Discover your new home',
  'featured-locations': 'Featured locations',
  'what-people-say-about-us': 'What people say about us',
  'have-a-question?-please-ask-us': 'Have a question? Please ask us',
};

/** Blocks the model lists (the spec names them) that have no content on this site: there are no posts. */
export const BLOCKS_WITHOUT_CONTENT: readonly string[] = ['latest-posts'];
