import { helpChatMachine, helpChatTexts } from '@aarambh/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MachineExplorer } from './MachineExplorer';
import { machineStoryGlobals, machineStoryParameters } from './parameters';

const meta = {
  title: 'Machines/Help chat',
  globals: machineStoryGlobals,
  parameters: {
    ...machineStoryParameters,
    docs: {
      description: {
        component:
          `\`helpChatMachine\`: the WhatsApp help button. **States**: \`closed.waiting\` (2 s), \`closed.tooltip\` ` +
          `("${helpChatTexts.tooltip}"), \`closed.quiet\` (dismissed: it does not come back), \`open\`. ` +
          '**Events**: `chat.open`, `chat.close`, `chat.dismissTooltip`, `chat.changeText`, `chat.selectPreset`, ' +
          '`chat.send` (only for non-blank text). **Effects**: `openLink` (the WhatsApp link).',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const machine = (log: (effect: string) => void) =>
  helpChatMachine.provide({ actions: { openLink: (_, params) => log(`openLink: ${params.url}`) } });

export const Explore: Story = {
  render: () => (
    <MachineExplorer
      title="Help chat"
      machine={machine}
      input={{ phoneNumber: '+91 90000 00000' }}
      events={[
        { label: 'Dismiss the tooltip', event: { type: 'chat.dismissTooltip' } },
        { label: 'Open', event: { type: 'chat.open' } },
        {
          label: 'Type a question',
          event: { type: 'chat.changeText', text: 'When does the next workshop start?' },
        },
        { label: 'Type spaces only', event: { type: 'chat.changeText', text: '   ' } },
        {
          label: 'Pick a preset',
          event: { type: 'chat.selectPreset', text: 'I need help with my application' },
        },
        { label: 'Send', event: { type: 'chat.send' } },
        { label: 'Close', event: { type: 'chat.close' } },
      ]}
    />
  ),
};
