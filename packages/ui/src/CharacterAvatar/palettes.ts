// Skin and hair colours are part of the drawing, like the pixels of a picture, so they are fixed
// here rather than theme tokens; backgrounds use the theme (see CharacterAvatar's CSS).
export const SKIN_COLOURS = [
  '#f9d7b5',
  '#eab48a',
  '#c98c5e',
  '#a46a3f',
  '#7a4a2a',
  '#55321c',
] as const;
export const HAIR_COLOURS = [
  '#1b1410',
  '#4a2c17',
  '#8b5a2b',
  '#d8a84e',
  '#b5452d',
  '#5b3f8c',
] as const;
