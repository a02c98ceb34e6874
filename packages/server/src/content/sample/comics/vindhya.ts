import { chapter, type ComicScript } from './types.ts';

// Comics set in the Vindhya Wilds: sal forests, gorges, waterfalls and the oldest banyan.
export const VINDHYA_COMICS: ComicScript[] = [
  {
    title: 'Keepers of the Sal',
    universe: 'Vindhya Wilds',
    synopsis:
      'A teenage ranger and a soldier who becomes a tiger defend the oldest forest in the Vindhyas.',
    genres: ['Adventure', 'Action', 'Drama'],
    rating: 'PG',
    status: 'complete',
    team: ['Tenzin Dorje', 'Kavya Menon', 'Sana Mirza', 'Joseph Kurian'],
    cast: ['Vanya', 'Sher Singh', 'Kaalikhan'],
    prize: 'first seed',
    schedule: { every: 8, lastWeeksAgo: 60 },
    chapters: [
      chapter(
        'Smoke over Amarkot',
        [
          '> Sal Forest of Amarkot. The birds leave before the smoke arrives.',
          'Vanya: Fire in the old grove. Someone set it on purpose.',
        ],
        ['Kaalikhan: Such a waste of good land, all these trees.'],
        ['Vanya: Hold on, little one. I will not leave you here.'],
      ),
      chapter(
        'The White Tiger',
        [
          '> Tiger Step Falls. A soldier comes home.',
          'Sher Singh: You must be the ranger who argues with bulldozers.',
          'Vanya: And you must be the tiger who argues with nobody.',
        ],
        ['Sher Singh: Stand behind me, kid. This part gets loud.'],
        ['Kaalikhan: A tiger and a girl. My machines have eaten bigger things.'],
      ),
      chapter(
        'Grey Stone',
        [
          '> The blight spreads: green to grey, leaf by leaf.',
          'Vanya: The trees are not dying. They are turning to stone.',
        ],
        ['Sher Singh: Whatever is doing this is not human.'],
        ['Kaalikhan: Stone is so much easier to quarry than wood.'],
      ),
      chapter(
        'Roots',
        [
          '> Under the forest, the roots hold hands.',
          'Vanya: If I can reach the oldest root, I can tell the whole forest to wake up.',
        ],
        ['Sher Singh: And if the forest says no?', 'Vanya: It will not. It never has.'],
      ),
      chapter(
        'The First Seed',
        [
          '> At the heart of Amarkot, a seed older than the hills.',
          'Kaalikhan: One seed. That is all that stands between me and a mountain of money.',
        ],
        ['Vanya: Then you have never understood a single seed.', '> The forest answers.'],
      ),
    ],
  },
  {
    title: 'The Hollow King',
    universe: 'Vindhya Wilds',
    synopsis:
      'The spirit of the oldest banyan has gone hollow and hungry, and a stone giant who fell asleep for a century wakes to find it wearing a crown.',
    genres: ['Horror', 'Fantasy', 'Mythology'],
    rating: 'T',
    status: 'complete',
    team: ['Arjun Deshpande', 'Gurpreet Dhillon', 'Sana Mirza', 'Aditya Bhonsle'],
    cast: ['Bhoomi Putra', 'Vanya', 'The Hollow King'],
    prize: 'heartwood',
    schedule: { every: 5, lastWeeksAgo: 16 },
    chapters: [
      chapter(
        'A Century of Sleep',
        [
          '> Narmada Gorge. A hillside opens its eyes.',
          'Bhoomi Putra: How long did I sleep? The trees were saplings.',
        ],
        ['Vanya: A hundred years, give or take. You snored the whole time.'],
      ),
      chapter(
        'The Banyan Has No Birds',
        ['> Whispering Banyan Grove. No whispers.', 'Vanya: Not a bird. Not a bee. Not even ants.'],
        ['The Hollow King: They left me. Everything leaves. So I keep what stays.'],
      ),
      chapter(
        'Crown of Roots',
        [
          '> He wears a crown of roots, and the roots are moving.',
          'The Hollow King: Kneel, old stone. You were always so good at staying still.',
        ],
        ['Bhoomi Putra: I stayed still to keep you company. I did not know you were lonely.'],
      ),
      chapter(
        'Hollow',
        [
          '> Inside the banyan there is no wood. Only dark.',
          'Vanya: Bhoomi, I cannot see my hands.',
        ],
        ['The Hollow King: Stay. Stay with me. Nobody ever stays.'],
      ),
      chapter(
        'Heartwood',
        [
          '> At the very centre, one living splinter.',
          'Bhoomi Putra: It is not hollow, Vanya. It is hiding.',
        ],
        ['Vanya: Then we do not fight it. We wait with it.'],
      ),
      chapter(
        'Birdsong',
        [
          '> Morning. The first bird in a hundred years lands on the banyan.',
          'The Hollow King: It came back. Why did it come back?',
        ],
        ['Bhoomi Putra: Because you stopped grabbing. Now be quiet and listen.'],
      ),
    ],
  },
  {
    title: 'Tiger Step Falls',
    universe: 'Vindhya Wilds',
    synopsis:
      '{hero}, the youngest of the Van Sena, trains under Sher Singh at the great falls, where the poachers of the Hollow Crown are never far away.',
    genres: ['Adventure', 'Young readers', 'Action'],
    rating: 'G',
    status: 'ongoing',
    team: ['Tenzin Dorje', 'Lalremruati Sailo', 'Pallavi Hegde', 'Joseph Kurian'],
    cast: [{ faction: 'Vindhya Van Sena' }, 'Sher Singh', { faction: 'Hollow Crown' }],
    prize: 'tiger cubs',
    schedule: { every: 3, lastWeeksAgo: 1 },
    chapters: [
      chapter(
        'Lesson One',
        [
          '> Tiger Step Falls. Six in the morning. Very cold water.',
          'Sher Singh: Lesson one: the river does not care how brave you are.',
        ],
        ['{hero}: Lesson two: I cannot feel my feet.'],
      ),
      chapter(
        'Tracks',
        [
          '> Boot prints in the mud, heading for the den.',
          '{hero}: Three men, one cage, and they know exactly where the cubs are.',
        ],
        ['{villain}: The Crown pays well for stripes, child. Walk away.'],
      ),
      chapter(
        'The Den',
        [
          '> Inside the den, three cubs and a very angry mother.',
          'Sher Singh: Slowly. She knows I am half tiger. She does not know you.',
        ],
        ['{hero}: Hello. I am the other half.'],
      ),
      chapter(
        'Night Watch',
        [
          '> The poachers come back after dark.',
          '{villain}: Lanterns off. The cubs sleep at midnight.',
        ],
        ['{hero}: So do I, usually. Not tonight.'],
      ),
      chapter(
        'Lesson Two',
        [
          '> Morning again. The cubs are safe. The cage is in the river.',
          'Sher Singh: Lesson two: you do not need to be a tiger to protect one.',
        ],
        ['{hero}: Lesson three: can we have breakfast now?'],
      ),
    ],
  },
];
