import type { AvatarConfig } from './avatarConfig';
import { HAIR_COLOURS, SKIN_COLOURS } from './palettes';

// The parts of the drawing on a 100 x 100 canvas, one small function per feature.

function Hair({ style, colour }: { style: number; colour: string }) {
  if (style === 1) return <path d="M27 44a23 23 0 0 1 46 0c-8-8-30-9-46 0z" fill={colour} />;
  if (style === 2) {
    return (
      <path
        d="M27 44l2-14 6 6 4-14 6 10 5-14 5 14 6-10 4 14 6-6 2 14c-10-7-36-7-46 0z"
        fill={colour}
      />
    );
  }
  if (style === 3) {
    return <path d="M25 70V44a25 25 0 0 1 50 0v26h-8V46c-10-8-24-8-34 0v24z" fill={colour} />;
  }
  return null;
}

function Eyes({ kind }: { kind: number }) {
  const dot = (x: number) => <circle key={x} cx={x} cy="46" r="3" />;
  const arc = (x: number) => (
    <path key={x} d={`M${x - 4} 47q4-5 8 0`} fill="none" strokeWidth="2.5" strokeLinecap="round" />
  );
  if (kind === 1) return <g data-slot="avatar-line">{[arc(41), arc(59)]}</g>;
  if (kind === 2) return <g data-slot="avatar-line">{[dot(41), arc(59)]}</g>;
  return <g data-slot="avatar-line">{[dot(41), dot(59)]}</g>;
}

function Mouth({ kind }: { kind: number }) {
  if (kind === 1) return <path d="M41 56h18a9 9 0 0 1-18 0z" data-slot="avatar-mouth" />;
  if (kind === 2) return <circle cx="50" cy="59" r="3.5" data-slot="avatar-mouth" />;
  return (
    <path
      d="M42 57q8 7 16 0"
      fill="none"
      strokeWidth="2.5"
      strokeLinecap="round"
      data-slot="avatar-line"
    />
  );
}

function Accessory({ kind }: { kind: number }) {
  if (kind === 1) {
    return (
      <g data-slot="avatar-outline" strokeWidth="2">
        <circle cx="41" cy="46" r="6" />
        <circle cx="59" cy="46" r="6" />
        <path d="M47 46h6" />
      </g>
    );
  }
  if (kind === 2) {
    return (
      <path
        d="M29 42q21-6 42 0v6q-21 4-42 0zM38 45a3 3 0 1 0 6 0a3 3 0 1 0-6 0M56 45a3 3 0 1 0 6 0a3 3 0 1 0-6 0"
        fillRule="evenodd"
        data-slot="avatar-mask"
      />
    );
  }
  if (kind === 3)
    return <rect x="27" y="31" width="46" height="5" rx="2" data-slot="avatar-mask" />;
  return null;
}

/** The whole drawing; the caller provides the <svg> and its accessible name. */
export function CharacterFace({ config }: { config: AvatarConfig }) {
  const skin = SKIN_COLOURS[config.skin] ?? SKIN_COLOURS[0];
  const hair = HAIR_COLOURS[config.hair] ?? HAIR_COLOURS[0];
  return (
    <>
      <rect width="100" height="100" data-slot="avatar-bg" />
      <path d="M18 100a32 26 0 0 1 64 0z" data-slot="avatar-shirt" />
      <rect x="44" y="62" width="12" height="12" fill={skin} />
      {config.hairStyle === 3 && <Hair style={3} colour={hair} />}
      <circle cx="50" cy="47" r="22" fill={skin} />
      {config.hairStyle !== 3 && <Hair style={config.hairStyle} colour={hair} />}
      {config.hairStyle === 3 && <path d="M27 44a23 23 0 0 1 46 0c-12-7-34-7-46 0z" fill={hair} />}
      <Eyes kind={config.eyes} />
      <Mouth kind={config.mouth} />
      <Accessory kind={config.accessory} />
    </>
  );
}
