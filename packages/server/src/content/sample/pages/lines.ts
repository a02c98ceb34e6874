// Our own dialogue for the panels between a chapter's written beats.
// {hero}, {ally}, {villain}, {prize} and {place} are filled from the comic.

export const FILLER_LINES: [hero: string[], ally: string[], villain: string[]] = [
  [
    'Stay behind me. Whatever happens, keep the {prize} safe.',
    '{villain}! You picked the wrong night.',
    'I have been knocked down before. I always get up.',
    'We do this together, or we do not do it at all.',
    'Breathe. Focus. Now!',
    'There are people down there. We hold this line.',
    'Cover me. I am going in.',
    'I do not need to win. I only need to last longer than you.',
    'You could still walk away, you know.',
    'Not today.',
    'On three. One... two...!',
    'If {place} falls, everything falls. So it does not fall.',
  ],
  [
    'I will take the left. You take the big one.',
    'For the record, this plan is terrible.',
    '{hero}, look out!',
    'I have got your back. Go!',
    'Did anyone else hear that?',
    'We need a better plan, and we need it in ten seconds.',
    'The {prize} is glowing. That is new. Is that bad?',
    'Remind me why we volunteered for this.',
    'Hang on! I am coming!',
    'You owe me chai after this. A lot of chai.',
  ],
  [
    'Run, little heroes. It makes the hunt more interesting.',
    'The {prize} belongs to me. It always has.',
    'Bravery is only fear that has not learned its lesson yet.',
    'Every light goes out eventually.',
    'Kneel, and I might let your friends walk away.',
    'I have waited centuries. I can wait one more minute.',
    'How touching. Now, fall.',
    'You have no idea what you are holding.',
    'Again? You never learn, {hero}.',
    'All of {place} will remember this night as mine.',
  ],
];

export const FILLER_CAPTIONS = [
  'Meanwhile, at {place}...',
  'Moments later.',
  'The {prize} pulses, as if it is listening.',
  'Across {place}, every window goes dark.',
  'And then, silence.',
  'Nobody moves.',
  'Far below, something stirs.',
  'Too late to turn back now.',
  'One heartbeat. Then another.',
];

export const SOUND_EFFECTS = [
  'KRAKOOM!',
  'WHOOSH!',
  'THWACK!',
  'ZZZAP!',
  'KA-BLAM!',
  'CRACK!',
  'VROOOM!',
  'BOOM!',
  'FWOOSH!',
  'SHHRAK!',
];
