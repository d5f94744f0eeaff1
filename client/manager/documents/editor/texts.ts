/** The body editor's own texts (the spec leaves them out). */
export const EDITOR_TEXTS = {
  linkInvalid: 'Links must start with http://, https:// or mailto:.',
  imageChoose: 'Choose an image file or paste a link.',
  imageLinkInvalid: 'Paste a link to an image on this site, such as /uploads/….',
  imageFileType: 'Choose a PNG, JPEG, GIF or WebP image.',
  imageFileTooLarge: 'Choose an image of at most 5 MB.',
} as const;
