import type { Character, CharacterAlignment, HeroSlide } from '@ic/domain';

// The characters hub's three slides (spec: heroes, middle, villains), each led by the first
// character of its side in the site's order.

const SLIDES: {
  alignment: CharacterAlignment;
  key: string;
  label: string;
  title: string;
  button: string;
}[] = [
  {
    alignment: 'hero',
    key: 'heroes',
    label: 'Heroes',
    title: 'Guardians of the IC Universe',
    button: 'Meet the Heroes',
  },
  {
    alignment: 'middle',
    key: 'middle',
    label: 'In Between',
    title: 'Neither Light nor Shadow',
    button: 'Meet the Wanderers',
  },
  {
    alignment: 'villain',
    key: 'villains',
    label: 'Villains',
    title: 'The Forces of Darkness',
    button: 'Meet the Villains',
  },
];

export function heroSlides(featured: Partial<Record<CharacterAlignment, Character>>): HeroSlide[] {
  return SLIDES.flatMap(({ alignment, ...slide }) => {
    const face = featured[alignment];
    if (!face) return [];
    return [
      {
        ...slide,
        subtitle: face.knownAs ? `${face.originalName}, ${face.knownAs}` : face.originalName,
        description: face.description ?? '',
        image: face.mainLandscapeImageUrl,
      },
    ];
  });
}
