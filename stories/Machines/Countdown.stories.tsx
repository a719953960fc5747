import { countdownMachine, remaining, type CountdownContext } from '@aarambh/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { assign } from 'xstate';
import { MachineExplorer } from './MachineExplorer';
import { machineStoryParameters } from './parameters';

const meta = {
  title: 'Machines/Countdown',
  parameters: {
    ...machineStoryParameters,
    docs: {
      description: {
        component:
          '`countdownMachine`: the coming-soon countdown to 60 days after the page loaded. **States**: ' +
          '`running` (reads the clock every second), `finished` (final). **Events**: `countdown.sync` (the page ' +
          'is visible again: read the clock now). On this page the clock is simulated: it starts at a fixed ' +
          'time and each "Time passes" press moves it on by one second.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fixed load time, so the page is the same every time it is drawn. */
const startedAt = Date.UTC(2025, 0, 1, 0, 0, 0);

/** The chart with a simulated clock: every reading is one second after the last. */
const simulatedClock = () =>
  countdownMachine.provide({
    actions: { readClock: assign(({ context }) => ({ now: context.now + 1000 })) },
    guards: { isTargetReached: ({ context }) => context.now + 1000 >= context.target },
  });

export const Explore: Story = {
  render: () => (
    <MachineExplorer
      title="Countdown"
      machine={simulatedClock}
      input={{ startedAt }}
      events={[{ label: 'Page visible again', event: { type: 'countdown.sync' } }]}
      details={(snapshot) => {
        const left = remaining(snapshot.context as CountdownContext);
        return (
          <p style={{ margin: 0 }}>
            Shows:{' '}
            <strong>{`${left.days} days ${left.hours} h ${left.minutes} min ${left.seconds} s`}</strong>
          </p>
        );
      }}
    />
  ),
};
