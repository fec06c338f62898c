// Named layouts of spec §2 and the frame each one renders in. The shell owns the frames;
// mf-public adds its own sub-layouts inside the main frame.
import type { LayoutName } from '@league/shared';

export type FrameKind = 'main' | 'cabinet' | 'empty';

export const LAYOUT_FRAMES: Record<LayoutName, FrameKind> = {
  about: 'main',
  main: 'main',
  'main-v2': 'main',
  'main-news': 'main',
  'main-team': 'main',
  media: 'main',
  participants: 'main',
  cabinet: 'cabinet',
  'cabinet-team': 'cabinet',
  'cabinet-tournament': 'cabinet',
  empty: 'empty',
};

export function frameOf(layout: string): FrameKind {
  const frame = (LAYOUT_FRAMES as Record<string, FrameKind>)[layout];
  if (!frame) throw new Error(`Unknown layout "${layout}"`);
  return frame;
}
