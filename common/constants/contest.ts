// The home page's fixed contest content (spec section 2) and the demo seed share this: the video winner card
// links to a fixed sighting id, and the demo seed puts the winning video at exactly that id.

/** The sighting that holds October's winning video (spec section 2: "links to a fixed sighting id"). */
export const VIDEO_WINNER_SIGHTING_ID = 1;
