// Words shown to users that both the server and the web say (convention: a message lives once, here).

/** Said by the server when a photo is sent without a vision model, and by the web before a photo is chosen. */
export const PHOTO_ANALYSIS_UNAVAILABLE =
  'Photo analysis needs an AI provider, and this server has none configured. ' +
  'Describe your meal in words instead: that works offline.';
