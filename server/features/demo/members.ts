// The demo community: members who post, comment and like in the seeded content, and what they say.
export interface DemoMember {
  username: string;
  bio: string;
  experienceLevel: 'beginner' | 'intermediate' | 'advanced' | 'expert';
  subscriptionTier: 'free' | 'premium' | 'photographer';
  /** Categories first (they decide who posts what), then other interests. */
  interests: string[];
  equipment: string;
  instagramUsername: string | null;
}

/** Every demo member signs in with this password (documented in the README). */
export const DEMO_PASSWORD = 'WildLens-demo1';

/** Addresses under the reserved example.org domain, so no e-mail from a demo account reaches a real inbox. */
export const demoEmail = (username: string) => `${username.replace(/_/g, '.')}@example.org`;

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    username: 'marsh_harrier_jo',
    bio: 'Birder for twenty years, wetland volunteer at weekends. Happiest in a hide at dawn with a flask of tea.',
    experienceLevel: 'expert',
    subscriptionTier: 'premium',
    interests: ['birds', 'migration', 'conservation'],
    equipment: 'Canon R5, RF 100-500mm, Swarovski 10x42',
    instagramUsername: 'jo.in.the.reeds',
  },
  {
    username: 'coral_diver_ana',
    bio: 'Marine biologist and dive instructor. I photograph Mediterranean reef fish and log every dive for citizen science.',
    experienceLevel: 'expert',
    subscriptionTier: 'premium',
    interests: ['marine', 'underwater photography', 'citizen science'],
    equipment: 'Olympus OM-1 in an Isotta housing, twin strobes',
    instagramUsername: 'ana_below',
  },
  {
    username: 'savanna_lens',
    bio: 'Safari guide turned photographer. East Africa most of the year, South Asia in the monsoon.',
    experienceLevel: 'expert',
    subscriptionTier: 'photographer',
    interests: ['mammals', 'birds', 'big cats'],
    equipment: 'Nikon Z9, 600mm f/4, beanbag on the door frame',
    instagramUsername: 'savanna.lens',
  },
  {
    username: 'herp_hunter_luis',
    bio: 'Herpetologist in training. Reptiles and amphibians, always photographed in place and never handled.',
    experienceLevel: 'advanced',
    subscriptionTier: 'free',
    interests: ['reptiles', 'amphibians', 'night walks'],
    equipment: 'Sony A7 IV, 90mm macro, headlamp',
    instagramUsername: null,
  },
  {
    username: 'arctic_fox_tales',
    bio: 'Expedition photographer in the polar regions. Ice, bears, whales and a lot of waiting.',
    experienceLevel: 'advanced',
    subscriptionTier: 'premium',
    interests: ['mammals', 'marine', 'birds', 'polar'],
    equipment: 'Nikon Z8, 180-600mm, heated gloves',
    instagramUsername: 'arcticfoxtales',
  },
  {
    username: 'reef_and_kelp',
    bio: 'Weekend snorkeller learning my fish. Corrections very welcome!',
    experienceLevel: 'intermediate',
    subscriptionTier: 'free',
    interests: ['marine', 'snorkelling'],
    equipment: 'Olympus TG-7 and a lot of enthusiasm',
    instagramUsername: null,
  },
  {
    username: 'moth_night_mia',
    bio: 'Garden insect recorder: moths by night, bees and butterflies by day. Every garden is a nature reserve.',
    experienceLevel: 'intermediate',
    subscriptionTier: 'free',
    interests: ['insects', 'gardening', 'macro'],
    equipment: 'Fujifilm X-T5, 80mm macro, moth trap',
    instagramUsername: 'mothnightmia',
  },
  {
    username: 'trailcam_tom',
    bio: 'Trail cameras in the woods behind the house and a long lens on holidays. Mammals are my thing.',
    experienceLevel: 'intermediate',
    subscriptionTier: 'free',
    interests: ['mammals', 'trail cameras', 'tracking'],
    equipment: 'Browning trail cams, Canon R7, 100-400mm',
    instagramUsername: null,
  },
  {
    username: 'wanderlust_wren',
    bio: 'Travelling slowly and birding everywhere I go. Currently at 1,043 species on my life list.',
    experienceLevel: 'advanced',
    subscriptionTier: 'premium',
    interests: ['birds', 'mammals', 'travel'],
    equipment: 'OM System OM-1, 150-400mm, Kowa scope',
    instagramUsername: 'wanderlustwren',
  },
  {
    username: 'pond_dipper',
    bio: 'Primary school teacher; we built a wildlife pond and now the whole class is hooked on frogs and dragonflies.',
    experienceLevel: 'beginner',
    subscriptionTier: 'free',
    interests: ['amphibians', 'insects', 'education'],
    equipment: 'Phone camera and a pond net',
    instagramUsername: null,
  },
  {
    username: 'tidepool_theo',
    bio: 'Rock-pooling since I could walk. Now I travel for reefs and never miss a boat trip.',
    experienceLevel: 'beginner',
    subscriptionTier: 'free',
    interests: ['marine', 'mammals'],
    equipment: 'GoPro Hero 12, Canon G7 X',
    instagramUsername: null,
  },
  {
    username: 'canopy_kiran',
    bio: 'Field researcher in the Western Ghats. Primates, reptiles and the odd leech.',
    experienceLevel: 'advanced',
    subscriptionTier: 'free',
    interests: ['mammals', 'reptiles', 'insects', 'primates'],
    equipment: 'Canon R6 II, 100-500mm, 100mm macro',
    instagramUsername: 'canopy.kiran',
  },
];

/** Top-level comments; {species} is replaced by the species name (without any parenthesised stage). */
export const COMMENT_LINES: readonly string[] = [
  'Stunning shot!',
  'What a lucky encounter. How long did you wait?',
  'The light in this one is gorgeous.',
  'Great find. {species} has been on my wish list for years.',
  'Beautiful detail, and so sharp.',
  'Love the behaviour you captured here.',
  'Was this early morning? The colours are so soft.',
  'Incredible. Adding this place to my list for next year.',
  'Thanks for sharing the location details, very helpful.',
  'Such a clean background, really makes the subject pop.',
  'I saw one there last spring too! Same spot?',
  'Fantastic record. Did you report it to the local recording scheme as well?',
  'The eye contact in this photo is amazing.',
  'Did you use a hide or just sit still?',
  'This made my day.',
  '{species} there? Great to know they are doing well.',
  'What lens were you using for this?',
  'Lovely composition.',
  'I had no idea you could see them there. Good to know!',
  'Textbook {species}. Great reference photo for ID.',
  'So much character in this one.',
  'Brilliant. Keep them coming!',
  'That must have been an unforgettable moment.',
  'Nice, the habitat in the frame tells the whole story.',
];

/** Replies to another member's comment. */
export const REPLY_LINES: readonly string[] = [
  'Thank you! It was pure luck, honestly.',
  'About two hours, but worth every minute.',
  'Yes, just after sunrise.',
  'Agreed, one of my favourites this month.',
  'Same spot, by the old footbridge.',
  'Thanks! Sitting still and keeping low did the trick.',
  'Good idea, I will submit it this week.',
  'Ha, I know the feeling!',
  'Let me know if you go, happy to share more tips.',
  'Thank you, that means a lot.',
];
