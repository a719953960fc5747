import { counterMachine } from '@aarambh/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MachineExplorer } from './MachineExplorer';
import { machineStoryParameters } from './parameters';

const meta = {
  title: 'Machines/Counter',
  parameters: {
    ...machineStoryParameters,
    docs: {
      description: {
        component:
          '`counterMachine`: an animated statistic such as "5000+". **States**: `idle`, `counting` (50 eased ' +
          'steps over 2 s, or 2.5 s on the About page), `done` (final: it counts once). **Events**: ' +
          '`counter.visible` (first scrolled into view; under reduced motion it goes straight to the number). ' +
          'Each "Time passes" press is one step.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = {
  render: () => (
    <MachineExplorer
      title="Counter"
      machine={() => counterMachine}
      input={{ target: 5000, durationMs: 2500 }}
      events={[{ label: 'Scrolled into view', event: { type: 'counter.visible' } }]}
    />
  ),
};
