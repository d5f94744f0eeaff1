/** Product-wide constants from the spec (1-public-site.md §9, 2-manager-settings.md §9). */

export const PRODUCT_LABEL = 'Student Leasing';
export const BASE_PATH = '/new';
/** The manager area (its router's basename). */
export const MANAGER_PATH = `${BASE_PATH}/manager`;
export const ASSETS_PATH = '/new/assets';
export const UPLOADS_PATH = '/uploads';

export const ROLES = ['student', 'manager', 'maintenance'] as const;
export type Role = (typeof ROLES)[number];

export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];

export const PROPERTY_STATUSES = ['RUNNING', 'DISABLED'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const PASSWORD_MIN_LENGTH = 8;

/** Upload limit stated by the spec: 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Spec media lists, as file extensions. */
export const IMAGE_EXTENSIONS = ['jpg', 'gif', 'bmp', 'png', 'jpeg'] as const;
export const VIDEO_EXTENSIONS = ['m4v', 'avi', 'mpg', 'mp4', 'webm'] as const;

/** MIME types a sniffed file may have for each spec extension family. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/gif', 'image/bmp', 'image/png'] as const;
export const VIDEO_MIME_TYPES = [
  'video/x-m4v',
  'video/mp4',
  'video/x-msvideo',
  'video/vnd.avi',
  'video/mpeg',
  'video/MP1S',
  'video/MP2P',
  'video/webm',
] as const;

/** Property resources (downloadable documents). */
export const DOCUMENT_MIME_TYPES = ['application/pdf'] as const;

export const PROPERTY_BLOCK_NAMES = [
  'lease-periods',
  'friends',
  'about',
  'gallery',
  'features',
  'additional-resources',
  'location',
  'latest-posts',
  'what-people-say',
  'how-it-works',
  'contact-form',
] as const;

export const COMPANY_BLOCK_NAMES = [
  'discover-you-new-home',
  'featured-locations',
  'about',
  'latest-posts',
  'what-people-say-about-us',
  'have-a-question?-please-ask-us',
] as const;

/** Light theme colours (2-manager-settings.md §9). */
export const THEME_COLORS = {
  primary: '#4D7CFE',
  secondary: '#98A9BC',
  error: '#FE4D97',
  info: '#2CE5F6',
  success: '#6DD230',
  warning: '#FFAB2B',
  text: '#252631',
  darkPrimary: '#252631',
} as const;

/** Carousels (1-public-site.md §9): autoplay every 5 s; 2, 3 or 4 slides from widths 320, 640, 980. */
export const CAROUSEL_AUTOPLAY_MS = 5000;
export const SLIDER_PER_VIEW = { base: 1, breakpoints: { 320: 2, 640: 3, 980: 4 } } as const;
export const GALLERY_TILES = 6;
/** 'Show all photos' appears when a property has more than this many images. */
export const GALLERY_LIGHTBOX_AFTER = 5;
/** The fair housing notice the footer links to. */
export const FAIR_HOUSING_URL = 'https://www.hud.gov/program_offices/fair_housing_equal_opp';
