/** What the Instagram controls of the company editor say (tests read them from here too). */
export const INSTAGRAM_TEXTS = {
  heading: 'Instagram images',
  hint: 'The home and property pages show the latest 8 pictures of the company’s Instagram, copied here and refreshed every 6 hours. The buttons here take effect at once.',
  tokenLabel: 'Long-lived access token',
  newTokenLabel: 'New long-lived access token',
  tokenHelp:
    'Get it in your Meta app’s dashboard: Instagram → API setup with Instagram login → Generate token, for the company’s professional account. It lasts 60 days.',
  connect: 'Connect Instagram',
  replace: 'Connect with a new token',
  connecting: 'Connecting…',
  refresh: 'Refresh now',
  refreshing: 'Refreshing…',
  disconnect: 'Disconnect',
  notConnected: 'Not connected: the pages show no Instagram images.',
  connected: (images: number) => `Instagram connected: ${images} ${images === 1 ? 'image' : 'images'}`,
  refreshed: (images: number) => `Instagram refreshed: ${images} ${images === 1 ? 'image' : 'images'}`,
  disconnected: 'Instagram disconnected',
  connectFailed: "Couldn't connect Instagram",
  refreshFailed: "Couldn't refresh Instagram",
  disconnectFailed: "Couldn't disconnect Instagram",
  loadFailed: "Couldn't load the Instagram connection.",
  confirmDisconnect: (images: number) =>
    `Disconnect Instagram? Its ${images} ${images === 1 ? 'image leaves' : 'images leave'} the home and property pages and the access token is deleted; connecting again needs a token.`,
  readOnly: 'Only a manager can connect, refresh or disconnect Instagram.',
  lastError: (when: string) => `Refreshing at ${when} failed:`,
} as const;
