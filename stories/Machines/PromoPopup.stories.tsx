import { promoPopupMachine } from '@aarambh/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import { MachineExplorer } from './MachineExplorer';
import { machineStoryGlobals, machineStoryParameters } from './parameters';

const meta = {
  title: 'Machines/Promo popup',
  globals: machineStoryGlobals,
  parameters: {
    ...machineStoryParameters,
    docs: {
      description: {
        component:
          '`promoPopupMachine`: the promotional carousel. **States**: `checking` (reads the session flag), ' +
          '`waiting` (1 s), `open.playing` (a new slide every 5 s), `open.paused` (while hovered, and for good ' +
          'once the visitor pauses, changes the slide or moves focus into it, until Play), `closed` (final). ' +
          '**Events**: `popup.next`, `popup.previous`, `popup.goTo`, ' +
          '`popup.swipe` (at least 50 px), `popup.pointerEnter`/`Leave`, `popup.focusIn`, `popup.pause`, ' +
          "`popup.play`, `popup.close` (Escape, 'Maybe Later'). **Effects**: `readShownFlag`, `rememberShown`.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const machine = (log: (effect: string) => void) =>
  promoPopupMachine.provide({
    actors: {
      readShownFlag: fromPromise<boolean, void>(() => {
        log('readShownFlag: reading session storage');
        return new Promise<boolean>(() => undefined);
      }),
    },
    actions: { rememberShown: () => log('rememberShown: session flag set') },
  });

export const Explore: Story = {
  render: () => (
    <MachineExplorer
      title="Promo popup"
      machine={machine}
      input={{ slideCount: 4 }}
      events={[
        { label: 'Flag not set', event: { type: 'xstate.done.actor.readShownFlag', output: false } },
        { label: 'Flag set', event: { type: 'xstate.done.actor.readShownFlag', output: true } },
        { label: 'Next', event: { type: 'popup.next' } },
        { label: 'Previous', event: { type: 'popup.previous' } },
        { label: 'Go to slide 3', event: { type: 'popup.goTo', index: 2 } },
        { label: 'Swipe left 60 px', event: { type: 'popup.swipe', deltaX: -60 } },
        { label: 'Pointer enters', event: { type: 'popup.pointerEnter' } },
        { label: 'Pointer leaves', event: { type: 'popup.pointerLeave' } },
        { label: 'Focus enters', event: { type: 'popup.focusIn' } },
        { label: 'Pause', event: { type: 'popup.pause' } },
        { label: 'Play', event: { type: 'popup.play' } },
        { label: 'Maybe Later', event: { type: 'popup.close' } },
      ]}
    />
  ),
};
